//! New puzzles for the page's places (issue 17 point 5): a variant and a difficulty (a product
//! level, or a range on one of the rating card's scales, `engine::generator::Target`), then 1
//! or 4 puzzles made one after another by the generator in an engine worker this page starts
//! (`engine_worker`, the `generate` request; the page never waits), with the worker's progress
//! and Stop. Each puzzle is printed with its level (the level asked for; for a range, the
//! product label of its rating card, asked of the same worker) and its share code. Seeds come
//! from the clock, here: the engine has none. The page's address keeps the new puzzles
//! (`super::address`).

use leptos::prelude::*;

use super::Page;
use super::saved::Item;
use crate::engine::generator::{Options, Range, Scale, Target};
use crate::engine::{Level, Puzzle, Variant};
use crate::game::engine_job::{Answer, Request};
use crate::game::{Command, Game};
use crate::web::engine::{ENGINE_WORKER, Engine};
use crate::web::library::now_ms;
use crate::web::library_view::level_label;
use crate::web::panel::variant_label;

/// The message key of a scale's name and the range it starts with (its stored text's bounds).
fn scale_words(scale: Scale) -> (&'static str, &'static str, &'static str) {
    match scale {
        Scale::Hodoku => ("print.scale.hodoku", "1000", "1600"),
        Scale::SeEr => ("print.scale.se", "2.0", "4.5"),
        Scale::SeedPoints => ("print.scale.seed", "60", "200"),
    }
}

/// The difficulty picker's value: a level's slug, or `range`.
const RANGE: &str = "range";

/// A batch being made: what, how many, and the puzzles so far.
struct Batch {
    options: Options,
    count: usize,
    seed: u64,
    done: Vec<Item>,
    /// The id of the request whose answer is awaited.
    request: u64,
}

/// The new-puzzle form and its worker.
#[component]
pub(super) fn NewPuzzles(
    per_page: RwSignal<usize>,
    made: RwSignal<Vec<Item>>,
    chosen: RwSignal<Option<Vec<String>>>,
) -> impl IntoView {
    let page = Page::get();
    let variant = RwSignal::new(Variant::Standard);
    let difficulty = RwSignal::new(Level::Medium.slug().to_string());
    let scale = RwSignal::new(Scale::Hodoku);
    let low = RwSignal::new(scale_words(Scale::Hodoku).1.to_string());
    let high = RwSignal::new(scale_words(Scale::Hodoku).2.to_string());
    // A message key: the range cannot be read, no puzzle came, the worker failed.
    let message = RwSignal::new(None::<&'static str>);
    // While a batch is made: the puzzle being made (1-based), of how many, the progress.
    let making = RwSignal::new(None::<(usize, usize, String)>);
    let batch = StoredValue::new(None::<Batch>);
    let engine = Engine::new(ENGINE_WORKER);
    let next_id = StoredValue::new(0u64);
    let send = move |request: Request| engine.send(&request);
    let fresh_id = move || {
        next_id.update_value(|n| *n += 1);
        next_id.get_value()
    };

    // Asks for the batch's next puzzle, or ends the batch when it is complete.
    let ask_next = move || {
        let id = fresh_id();
        let next = batch.try_update_value(|b| {
            let b = b.as_mut()?;
            let k = b.done.len();
            (k < b.count).then(|| {
                b.request = id;
                (k, b.count, b.options, b.seed.wrapping_add(k as u64))
            })
        });
        match next.flatten() {
            Some((k, count, options, seed)) => {
                making.set(Some((k + 1, count, String::new())));
                send(Request::Generate {
                    id,
                    lang: page.lang,
                    options,
                    seed,
                });
            }
            None => {
                batch.set_value(None);
                making.set(None);
            }
        }
    };
    // A puzzle of the batch is complete: on the page at once, chosen with the batch's others.
    let arrived = move |item: Item| {
        let keys = batch.try_update_value(|b| {
            let b = b.as_mut()?;
            b.done.push(item.clone());
            Some(b.done.iter().map(|i| i.key.clone()).collect::<Vec<_>>())
        });
        let k = keys.as_ref().flatten().map_or(0, Vec::len);
        made.update(|m| m.insert(k.saturating_sub(1), item));
        chosen.set(keys.flatten());
        ask_next();
    };
    let awaited = move |id: u64| batch.with_value(|b| b.as_ref().is_some_and(|b| b.request == id));
    engine.on_answer(move |answer| match answer {
        Answer::Progress { id, text } if awaited(id) => {
            making.update(|m| {
                if let Some(m) = m {
                    m.2 = text;
                }
            });
        }
        Answer::Generated {
            id,
            variant,
            givens,
            ..
        } if awaited(id) => {
            let mut game = Game::default();
            game.apply(Command::Load(Box::new(Puzzle::new(variant, givens))));
            let target = batch.with_value(|b| b.as_ref().map(|b| b.options.target));
            let item = Item::new_puzzle(&game, None);
            match target {
                Some(Target::Level(level)) => arrived(Item {
                    level: Some(level),
                    ..item
                }),
                // A range: the label is the rating card's (the same worker rates it).
                _ => {
                    let id = fresh_id();
                    batch.update_value(|b| {
                        if let Some(b) = b {
                            b.request = id;
                            b.done.push(item);
                        }
                    });
                    send(Request::RatingCard {
                        id,
                        lang: page.lang,
                        variant,
                        givens,
                    });
                }
            }
        }
        Answer::RatingCard { id, card } if awaited(id) => {
            let item = batch.try_update_value(|b| b.as_mut()?.done.pop()).flatten();
            if let Some(item) = item {
                arrived(Item {
                    level: card.label,
                    ..item
                });
            }
        }
        Answer::NotGenerated { id, .. } if awaited(id) => {
            batch.set_value(None);
            making.set(None);
            message.set(Some("print.not_made"));
        }
        Answer::Failed { id } if awaited(id) => {
            batch.set_value(None);
            making.set(None);
            message.set(Some("print.failed"));
        }
        _ => {}
    });

    let target = move || -> Result<Target, &'static str> {
        let chosen = difficulty.get_untracked();
        if let Some(level) = Level::from_slug(&chosen) {
            return Ok(Target::Level(level));
        }
        // A decimal comma (German) is read as a point.
        let text = format!(
            "{}:{}-{}",
            scale.get_untracked().slug(),
            low.get_untracked().trim().replace(',', "."),
            high.get_untracked().trim().replace(',', ".")
        );
        let range = Range::parse(&text).map_err(|_| "print.range_bad")?;
        Options::new(variant.get_untracked(), Target::Range(range))
            .check()
            .map_err(|_| "print.range_bad")?;
        Ok(Target::Range(range))
    };
    let make = move |_| match target() {
        Err(key) => message.set(Some(key)),
        Ok(target) => {
            message.set(None);
            batch.set_value(Some(Batch {
                options: Options::new(variant.get_untracked(), target),
                count: per_page.get_untracked(),
                seed: now_ms(),
                done: Vec::new(),
                request: 0,
            }));
            ask_next();
        }
    };
    // Stop: the worker is ended (its open request answered `Failed`, dropped: no batch).
    let stop = move |_| {
        batch.set_value(None);
        making.set(None);
        engine.stop();
    };

    let variant_options = Variant::ALL
        .into_iter()
        .map(|v| view! { <option value=v.slug()>{page.tr(variant_label(v))}</option> })
        .collect_view();
    let level_options = Level::ALL
        .into_iter()
        .map(|l| view! { <option value=l.slug()>{page.tr(level_label(Some(l)))}</option> })
        .collect_view();
    let scale_options = Scale::ALL
        .into_iter()
        .map(|s| view! { <option value=s.slug()>{page.tr(scale_words(s).0)}</option> })
        .collect_view();
    let set_scale = move |slug: String| {
        if let Some(s) = Scale::ALL.into_iter().find(|s| s.slug() == slug) {
            let (_, l, h) = scale_words(s);
            scale.set(s);
            low.set(l.to_string());
            high.set(h.to_string());
        }
    };
    // A bound of the range: its label and field.
    let bound = move |id: &'static str, key: &'static str, value: RwSignal<String>| {
        view! {
            <label>
                <span>{page.tr(key)}</span>
                <input
                    id=id
                    type="text"
                    inputmode="decimal"
                    prop:value=move || value.get()
                    on:input=move |ev| value.set(event_target_value(&ev))
                />
            </label>
        }
    };
    view! {
        <fieldset class="print-new">
            <legend>{page.tr("print.new")}</legend>
            <p class="muted">{page.tr("print.new_help")}</p>
            <div class="print-new-row">
                <label>
                    <span>{page.tr("variant.legend")}</span>
                    <select
                        id="print-variant"
                        on:change=move |ev| {
                            let slug = event_target_value(&ev);
                            if let Some(v) = Variant::from_slug(&slug) {
                                variant.set(v);
                            }
                        }
                    >
                        {variant_options}
                    </select>
                </label>
                <label>
                    <span>{page.tr("print.difficulty")}</span>
                    <select id="print-difficulty" on:change=move |ev| difficulty.set(event_target_value(&ev))>
                        {level_options}
                        <option value=RANGE>{page.tr("print.range")}</option>
                    </select>
                </label>
            </div>
            <div class="print-new-row" hidden=move || difficulty.with(|d| d != RANGE)>
                <label>
                    <span>{page.tr("print.scale")}</span>
                    <select id="print-scale" on:change=move |ev| set_scale(event_target_value(&ev))>
                        {scale_options}
                    </select>
                </label>
                {bound("print-low", "print.from", low)}
                {bound("print-high", "print.to", high)}
            </div>
            <div class="print-new-row">
                <button id="print-make" on:click=make disabled=move || making.with(Option::is_some)>
                    {page.tr("print.make")}
                </button>
            </div>
            <p class="print-making" role="status" hidden=move || making.with(Option::is_none)>
                {move || {
                    making.get().map(|(k, n, text)| {
                        let head = crate::i18n::trf(
                            page.lang,
                            "print.making",
                            &[("k", &k.to_string()), ("n", &n.to_string())],
                        );
                        // Before the worker's first report: "Making a puzzle…".
                        let text = if text.is_empty() { page.tr("new.making") } else { &text };
                        format!("{head} {text}")
                    })
                }}
                " "
                <button id="print-stop" class="quiet" on:click=stop>{page.tr("hint.stop")}</button>
            </p>
            <p class="print-message" role="alert" hidden=move || message.with(Option::is_none)>
                {move || message.get().map(|key| page.tr(key))}
            </p>
        </fieldset>
    }
}
