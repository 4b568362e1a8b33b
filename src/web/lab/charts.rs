//! A method's series as an SVG line chart, and the same points as a table (in a `<details>`,
//! for screen readers and for reading exact values).

use leptos::prelude::*;

use super::Lab;
use super::runner::grouped;
use crate::engine::lab::{Chart, ChartKind};
use crate::i18n::lab_words::Word;

/// Width and height of the drawing (the SVG scales to the page's width).
const W: f64 = 600.0;
const H: f64 = 220.0;
/// Room for the axis labels.
const PAD: f64 = 36.0;

/// One chart with its table.
#[component]
pub fn ChartView(chart: Chart) -> impl IntoView {
    let lab = Lab::get();
    let de = lab.lang == crate::i18n::Lang::De;
    let (title, x_word, y_word) = match chart.kind {
        ChartKind::BestFitness => (Word::ChartFitness, Word::Generation, Word::Fitness),
        ChartKind::Depth => (Word::ChartDepth, Word::DigitsTried, Word::Depth),
    };
    let max_x = chart.points.iter().map(|p| p.0).max().unwrap_or(1).max(1) as f64;
    let max_y = chart.points.iter().map(|p| p.1).max().unwrap_or(1).max(1) as f64;
    let points: String = chart
        .points
        .iter()
        .map(|&(x, y)| {
            let px = PAD + (x as f64 / max_x) * (W - PAD - 8.0);
            let py = H - PAD - (y as f64 / max_y) * (H - PAD - 8.0);
            format!("{px:.1},{py:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ");
    let rows = chart
        .points
        .iter()
        .map(|&(x, y)| {
            view! {
                <tr>
                    <td>{grouped(x, de)}</td>
                    <td>{y}</td>
                </tr>
            }
        })
        .collect_view();
    let id = format!("chart-{}", chart.kind.slug());
    let label = format!(
        "{}: {} 0–{}, {} 0–{}",
        lab.w(title),
        lab.w(x_word),
        grouped(max_x as u64, de),
        lab.w(y_word),
        max_y
    );
    view! {
        <figure class="lab-chart" id=id>
            <figcaption>{lab.w(title)}</figcaption>
            <svg viewBox=format!("0 0 {W} {H}") role="img" aria-label=label>
                <line class="axis" x1=PAD y1=H - PAD x2=W - 4.0 y2=H - PAD />
                <line class="axis" x1=PAD y1="4" x2=PAD y2=H - PAD />
                <text class="tick" x=PAD - 6.0 y="14" text-anchor="end">{max_y}</text>
                <text class="tick" x=PAD - 6.0 y=H - PAD text-anchor="end">"0"</text>
                <text class="tick" x=W - 4.0 y=H - PAD + 16.0 text-anchor="end">{grouped(max_x as u64, de)}</text>
                <text class="tick" x=PAD y=H - PAD + 16.0>"0"</text>
                <text class="axis-name" x=(W + PAD) / 2.0 y=H - 4.0 text-anchor="middle">{lab.w(x_word)}</text>
                <polyline class="series" points=points fill="none" />
            </svg>
            <details>
                <summary>{lab.w(Word::AsTable)}</summary>
                <table class="lab-points">
                    <thead>
                        <tr>
                            <th scope="col">{lab.w(x_word)}</th>
                            <th scope="col">{lab.w(y_word)}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </details>
        </figure>
    }
}
