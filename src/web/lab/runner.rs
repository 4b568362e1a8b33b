//! Choosing the methods, running them in the lab worker, the live table and the charts.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{MessageEvent, Worker};

use super::Lab;
use super::charts::ChartView;
use crate::engine::lab::{Chart, Counter, Method, Status};
use crate::game::lab_job::{Answer, Request};
use crate::i18n::lab_words::Word;

/// The worker's loader (trunk names worker files after the binary, unhashed).
const WORKER_URL: &str = "./lab_worker_loader.js";

/// Where one method's run stands.
#[derive(Clone, PartialEq, Debug)]
enum Row {
    /// Not chosen for this run.
    Off,
    /// Chosen, waiting for its turn.
    Waiting,
    /// Running: steps and time so far.
    Running { steps: u64, ms: f64 },
    /// Finished.
    Done {
        status: Status,
        ms: f64,
        steps: u64,
        detail: Vec<(Counter, u64)>,
    },
    /// Cancelled by the user.
    Cancelled,
    /// The worker could not run it.
    Failed,
}

pub(super) fn method_word(m: Method) -> (Word, Word, Word) {
    match m {
        Method::Exact => (Word::Exact, Word::ExactAbout, Word::StepsExact),
        Method::Backtracking => (
            Word::Backtracking,
            Word::BacktrackingAbout,
            Word::StepsBacktracking,
        ),
        Method::Dlx => (Word::Dlx, Word::DlxAbout, Word::StepsDlx),
        Method::Milp => (Word::Milp, Word::MilpAbout, Word::StepsMilp),
        Method::Genetic => (Word::Genetic, Word::GeneticAbout, Word::StepsGenetic),
        Method::Sat => (Word::Sat, Word::SatAbout, Word::StepsSat),
    }
}

fn status_word(s: Status) -> Word {
    match s {
        Status::Unique => Word::Unique,
        Status::None => Word::NoSolution,
        Status::Multiple => Word::Multiple,
        Status::Solved => Word::Solved,
        Status::Timeout => Word::Timeout,
    }
}

/// `1234567` → `1,234,567` (English) or `1.234.567` (German).
pub fn grouped(n: u64, de: bool) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(if de { '.' } else { ',' });
        }
        out.push(ch);
    }
    out
}

/// Milliseconds as people read them: `0.04 ms`, `12.5 ms`, `3.21 s`.
pub fn duration(ms: f64, de: bool) -> String {
    let text = if ms < 1.0 {
        format!("{ms:.3} ms")
    } else if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    };
    if de { text.replace('.', ",") } else { text }
}

/// A running worker, its methods still to run and its message handler.
struct Running {
    worker: Worker,
    _handler: Closure<dyn FnMut(MessageEvent)>,
}

/// The methods, the options, Run and Cancel, the table and the charts.
#[component]
pub fn Runner() -> impl IntoView {
    let lab = Lab::get();
    let de = lab.lang == crate::i18n::Lang::De;
    let chosen = RwSignal::new([true, true, true, true, true, true]);
    let limit_s = RwSignal::new(10.0f64);
    let seed = RwSignal::new(1u64);
    let side_by_side = RwSignal::new(false);
    let rows = RwSignal::new(vec![Row::Off; Method::ALL.len()]);
    let charts = RwSignal::new(Vec::<Chart>::new());
    let workers = StoredValue::new_local(Vec::<Running>::new());

    let any_running = move || {
        rows.with(|r| {
            r.iter()
                .any(|x| matches!(x, Row::Waiting | Row::Running { .. }))
        })
    };
    let stop_all = move || {
        workers.update_value(|ws| {
            for w in ws.drain(..) {
                w.worker.set_onmessage(None);
                w.worker.terminate();
            }
        });
    };
    on_cleanup(stop_all);

    // Starts one worker that runs `methods` one after another.
    let spawn = move |methods: Vec<Method>| {
        let Ok(worker) = Worker::new(WORKER_URL) else {
            rows.update(|r| {
                for m in &methods {
                    r[*m as usize] = Row::Failed;
                }
            });
            return;
        };
        let queue = StoredValue::new_local(methods);
        let (limit_ms, seed) = (
            (limit_s.get_untracked() * 1000.0) as u64,
            seed.get_untracked(),
        );
        let (variant, givens) = lab.puzzle.with_value(|p| (p.variant, p.givens));
        let reply_to = worker.clone();
        let send_next = move || {
            let next = queue
                .try_update_value(|q| (!q.is_empty()).then(|| q.remove(0)))
                .flatten();
            match next {
                Some(method) => {
                    rows.update(|r| r[method as usize] = Row::Running { steps: 0, ms: 0.0 });
                    let request = Request::Run {
                        id: method as u32,
                        method,
                        limit_ms,
                        seed,
                        variant,
                        givens,
                    };
                    if reply_to.post_message(&request.to_text().into()).is_err() {
                        rows.update(|r| r[method as usize] = Row::Failed);
                    }
                }
                None => reply_to.terminate(),
            }
        };
        let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            match Answer::from_text(&text) {
                Some(Answer::Ready) => send_next(),
                Some(Answer::Progress { id, steps, ms, .. }) => rows.update(|r| {
                    if let Some(row) = r.get_mut(id as usize) {
                        *row = Row::Running { steps, ms };
                    }
                }),
                Some(Answer::Done {
                    id,
                    status,
                    ms,
                    steps,
                    detail,
                    chart,
                    ..
                }) => {
                    rows.update(|r| {
                        if let Some(row) = r.get_mut(id as usize) {
                            *row = Row::Done {
                                status,
                                ms,
                                steps,
                                detail,
                            };
                        }
                    });
                    if let Some(c) = chart {
                        charts.update(|cs| {
                            cs.retain(|x| x.kind != c.kind);
                            cs.push(c);
                        });
                    }
                    send_next();
                }
                Some(Answer::Facts { .. }) | Some(Answer::Failed) | None => {
                    rows.update(|r| {
                        for row in r.iter_mut() {
                            if matches!(row, Row::Running { .. }) {
                                *row = Row::Failed;
                            }
                        }
                    });
                    send_next();
                }
            }
        });
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        workers.update_value(|ws| {
            ws.push(Running {
                worker,
                _handler: handler,
            })
        });
    };

    let run = move |_| {
        stop_all();
        charts.set(Vec::new());
        let picked: Vec<Method> = Method::ALL
            .into_iter()
            .filter(|m| chosen.with_untracked(|c| c[*m as usize]))
            .collect();
        rows.set(
            Method::ALL
                .iter()
                .map(|m| {
                    if picked.contains(m) {
                        Row::Waiting
                    } else {
                        Row::Off
                    }
                })
                .collect(),
        );
        if side_by_side.get_untracked() {
            for m in picked {
                spawn(vec![m]);
            }
        } else if !picked.is_empty() {
            spawn(picked);
        }
    };
    let cancel = move |_| {
        stop_all();
        rows.update(|r| {
            for row in r.iter_mut() {
                if matches!(row, Row::Waiting | Row::Running { .. }) {
                    *row = Row::Cancelled;
                }
            }
        });
    };

    let choices = Method::ALL
        .into_iter()
        .map(|m| {
            let (name, about, _) = method_word(m);
            let i = m as usize;
            view! {
                <li>
                    <label>
                        <input
                            type="checkbox"
                            name="method"
                            value=m.slug()
                            prop:checked=move || chosen.with(|c| c[i])
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                chosen.update(|c| c[i] = on);
                            }
                        />
                        <span>
                            <strong>{lab.w(name)}</strong>
                            " — "
                            {lab.w(about)}
                        </span>
                    </label>
                </li>
            }
        })
        .collect_view();

    let table_rows = Method::ALL
        .into_iter()
        .map(|m| {
            let (name, _, unit) = method_word(m);
            let i = m as usize;
            let row = move || rows.with(|r| r[i].clone());
            let status = move || match row() {
                Row::Off => String::new(),
                Row::Waiting => lab.w(Word::Waiting).to_string(),
                Row::Running { .. } => lab.w(Word::Running).to_string(),
                Row::Done { status, .. } => lab.w(status_word(status)).to_string(),
                Row::Cancelled => lab.w(Word::Cancelled).to_string(),
                Row::Failed => lab.w(Word::Failed).to_string(),
            };
            let time = move || match row() {
                Row::Running { ms, .. } | Row::Done { ms, .. } => duration(ms, de),
                _ => String::new(),
            };
            let steps = move || match row() {
                Row::Running { steps, .. } | Row::Done { steps, .. } if m != Method::Sat => {
                    format!("{} {}", grouped(steps, de), lab.w(unit))
                }
                Row::Done { .. } => lab.w(unit).to_string(),
                _ => String::new(),
            };
            let detail = move || match row() {
                Row::Done { detail, .. } => detail
                    .iter()
                    .map(|&(k, v)| match k {
                        Counter::FirstSolutionUs | Counter::FirstRunUs => {
                            format!(
                                "{} {}",
                                lab.w(Word::counter(k)),
                                duration(v as f64 / 1000.0, de)
                            )
                        }
                        Counter::TimedRuns => format!(
                            "{} {} {}",
                            lab.w(Word::counter(k)),
                            grouped(v, de),
                            lab.w(Word::DTimedRunsAfter)
                        ),
                        _ => format!("{} {}", lab.w(Word::counter(k)), grouped(v, de)),
                    })
                    .collect::<Vec<_>>()
                    .join(" · "),
                _ => String::new(),
            };
            let class = move || match row() {
                Row::Done { status, .. } => format!("lab-row {}", status.slug()),
                Row::Running { .. } => "lab-row running".to_string(),
                _ => "lab-row".to_string(),
            };
            view! {
                <tr class=class data-method=m.slug() hidden=move || row() == Row::Off>
                    <th scope="row">{lab.w(name)}</th>
                    <td class="lab-status">{status}</td>
                    <td class="lab-num" data-label=lab.w(Word::Time)>{time}</td>
                    <td class="lab-num" data-label=lab.w(Word::Steps)>{steps}</td>
                    <td class="lab-detail">{detail}</td>
                </tr>
            }
        })
        .collect_view();

    view! {
        <section class="lab-methods" aria-labelledby="lab-methods-h">
            <h2 id="lab-methods-h">{lab.w(Word::Methods)}</h2>
            <ul class="lab-choices">{choices}</ul>
            <div class="lab-options">
                <label>
                    {lab.w(Word::TimeLimit)}
                    <input
                        id="lab-limit"
                        type="number"
                        min="0.1"
                        max="600"
                        step="0.1"
                        prop:value=move || limit_s.get().to_string()
                        on:change=move |ev| {
                            if let Ok(v) = event_target_value(&ev).parse::<f64>() {
                                limit_s.set(v.clamp(0.1, 600.0));
                            }
                        }
                    />
                </label>
                <label>
                    {lab.w(Word::Seed)}
                    <input
                        id="lab-seed"
                        type="number"
                        min="0"
                        step="1"
                        prop:value=move || seed.get().to_string()
                        on:change=move |ev| {
                            if let Ok(v) = event_target_value(&ev).parse::<u64>() {
                                seed.set(v);
                            }
                        }
                    />
                </label>
                <fieldset class="lab-mode">
                    <label>
                        <input
                            type="radio"
                            name="lab-mode"
                            prop:checked=move || !side_by_side.get()
                            on:change=move |_| side_by_side.set(false)
                        />
                        {lab.w(Word::OneAfterAnother)}
                    </label>
                    <label>
                        <input
                            type="radio"
                            name="lab-mode"
                            id="lab-side-by-side"
                            prop:checked=move || side_by_side.get()
                            on:change=move |_| side_by_side.set(true)
                        />
                        {lab.w(Word::SideBySide)}
                    </label>
                </fieldset>
            </div>
            <div class="lab-actions">
                <button id="lab-run" class="primary" on:click=run disabled=any_running>
                    {lab.w(Word::Run)}
                </button>
                <button id="lab-cancel" on:click=cancel disabled=move || !any_running()>
                    {lab.w(Word::Cancel)}
                </button>
            </div>
        </section>
        <section class="lab-results" aria-labelledby="lab-results-h">
            <h2 id="lab-results-h">{lab.w(Word::Results)}</h2>
            <div class="lab-table-wrap">
                <table class="lab-table" aria-live="polite">
                    <thead>
                        <tr>
                            <th scope="col">{lab.w(Word::Method)}</th>
                            <th scope="col">{lab.w(Word::Status)}</th>
                            <th scope="col">{lab.w(Word::Time)}</th>
                            <th scope="col">{lab.w(Word::Steps)}</th>
                            <th scope="col">{lab.w(Word::Details)}</th>
                        </tr>
                    </thead>
                    <tbody>{table_rows}</tbody>
                </table>
            </div>
            <p class="lab-note">{lab.w(Word::ReportTable)}</p>
            {move || charts.get().into_iter().map(|c| view! { <ChartView chart=c /> }).collect_view()}
        </section>
    }
}
