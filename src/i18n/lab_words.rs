//! The solver lab page's words in English and German, as a closed enum. They are not in the
//! app's message tables (`en.txt`, `de.txt`), which the main page carries: only the lab's own
//! wasm (`lab_ui`) names these, so no player downloads them before opening the lab.

use super::Lang;
use crate::engine::lab::Counter;

macro_rules! words {
    ($($word:ident => $en:literal, $de:literal;)*) => {
        /// Every text on the lab page.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum Word { $(#[doc = $en] $word),* }

        impl Word {
            /// Every word (for the test that each has both languages).
            pub const ALL: &'static [Word] = &[$(Word::$word),*];

            /// The word in `lang`.
            pub const fn text(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $((Word::$word, Lang::En) => $en, (Word::$word, Lang::De) => $de,)*
                }
            }
        }
    };
}

words! {
    Title => "Solver lab", "Löser-Labor";
    Intro => "How does a computer solve a sudoku? Six methods race on the puzzle from your board: our own solver, the ones from a school exercise and a university course report, and two more from computer science.",
        "Wie löst ein Computer ein Sudoku? Sechs Verfahren treten gegeneinander an, auf dem Rätsel von deinem Spielfeld: unser eigener Löser, die aus einer Schulaufgabe und einem Hochschul-Kursbericht und zwei weitere aus der Informatik.";
    Back => "Back to the game", "Zurück zum Spiel";
    NoPuzzle => "No puzzle came with the link: here is the course report's easy_02.", "Mit dem Link kam kein Rätsel: Hier ist easy_02 aus dem Kursbericht.";
    Puzzle => "Puzzle", "Rätsel";
    Methods => "Methods", "Verfahren";
    Exact => "Our exact solver", "Unser exakter Löser";
    ExactAbout => "bitboards, propagation, best cell first (the reference)", "Bitboards, Propagation, beste Zelle zuerst (die Referenz)";
    Backtracking => "Naive backtracking", "Naives Backtracking";
    BacktrackingAbout => "cells in order, digits 1–9, one cell back when none fits (the school exercise)", "Zellen der Reihe nach, Ziffern 1–9, eine Zelle zurück, wenn keine passt (die Schulaufgabe)";
    Dlx => "Dancing links", "Dancing Links";
    DlxAbout => "Knuth's Algorithm X for exact cover", "Knuths Algorithmus X für exakte Überdeckung";
    Milp => "Integer programming (MILP)", "Ganzzahlige Optimierung (MILP)";
    MilpAbout => "the course report's model: 729 yes/no variables, 324 equations", "das Modell aus dem Kursbericht: 729 Ja/Nein-Variablen, 324 Gleichungen";
    Genetic => "Genetic algorithm", "Genetischer Algorithmus";
    GeneticAbout => "the report's: 3000 grids breed and mutate; it finds a solution but cannot prove it is the only one", "der aus dem Bericht: 3000 Gitter kreuzen und mutieren; er findet eine Lösung, kann aber nicht beweisen, dass es die einzige ist";
    Sat => "SAT solver", "SAT-Löser";
    SatAbout => "the puzzle as a logic formula for a CDCL solver", "das Rätsel als logische Formel für einen CDCL-Löser";
    TimeLimit => "Time limit per method (seconds)", "Zeitlimit je Verfahren (Sekunden)";
    Seed => "Random seed (genetic algorithm)", "Zufallsstartwert (genetischer Algorithmus)";
    OneAfterAnother => "One after another", "Nacheinander";
    SideBySide => "Side by side", "Gleichzeitig";
    Run => "Run", "Starten";
    Cancel => "Cancel", "Abbrechen";
    Results => "Results", "Ergebnisse";
    Method => "Method", "Verfahren";
    Status => "Result", "Ergebnis";
    Time => "Time", "Zeit";
    Steps => "Steps", "Schritte";
    Details => "Details", "Einzelheiten";
    Waiting => "waiting", "wartet";
    Running => "running…", "läuft …";
    Unique => "one solution, proven unique", "eine Lösung, als einzige bewiesen";
    NoSolution => "no solution", "keine Lösung";
    Multiple => "more than one solution", "mehr als eine Lösung";
    Solved => "a solution (not proven unique)", "eine Lösung (nicht als einzige bewiesen)";
    Timeout => "stopped at the time limit", "beim Zeitlimit gestoppt";
    Cancelled => "cancelled", "abgebrochen";
    Failed => "could not run", "konnte nicht laufen";
    StepsExact => "search nodes", "Suchknoten";
    StepsBacktracking => "digits tried", "probierte Ziffern";
    StepsDlx => "rows chosen", "gewählte Zeilen";
    StepsMilp => "simplex iterations", "Simplex-Iterationen";
    StepsGenetic => "generations", "Generationen";
    StepsSat => "(the solver reports none)", "(der Löser meldet keine)";
    ChartFitness => "Genetic algorithm: best fitness per generation (0 = solved)", "Genetischer Algorithmus: beste Fitness je Generation (0 = gelöst)";
    ChartDepth => "Backtracking: search depth (cells filled) over the digits tried", "Backtracking: Suchtiefe (gefüllte Zellen) über die probierten Ziffern";
    Generation => "Generation", "Generation";
    Fitness => "Best fitness", "Beste Fitness";
    DigitsTried => "Digits tried", "Probierte Ziffern";
    Depth => "Depth", "Tiefe";
    AsTable => "The chart as a table", "Das Diagramm als Tabelle";
    Watch => "Watch it solve", "Beim Lösen zusehen";
    WatchAbout => "Naive backtracking, played slowly: each digit tried appears in the cell, and is taken back when nothing fits further on.", "Naives Backtracking, langsam abgespielt: Jede probierte Ziffer erscheint in der Zelle und wird zurückgenommen, wenn weiter hinten nichts mehr passt.";
    WatchMethod => "Method", "Verfahren";
    WatchAboutDlx => "Dancing links, played slowly: Algorithm X always fills the cell, or the digit of a house, with the fewest options left, so most digits are forced; a digit is taken back when some cell or house is left with none.", "Dancing Links, langsam abgespielt: Algorithmus X füllt immer die Zelle oder die Ziffer eines Hauses mit den wenigsten verbliebenen Möglichkeiten, daher sind die meisten Ziffern erzwungen; eine Ziffer wird zurückgenommen, wenn einer Zelle oder einem Haus keine Möglichkeit bleibt.";
    RowsChosen => "Rows chosen", "Gewählte Zeilen";
    WatchForced => "forced", "erzwungen";
    WatchOf => "of", "von";
    Play => "Play", "Abspielen";
    Pause => "Pause", "Anhalten";
    Step => "Step", "Schritt";
    Restart => "Start over", "Von vorn";
    Speed => "Speed (digits written or taken back per second)", "Tempo (geschriebene oder zurückgenommene Ziffern pro Sekunde)";
    WatchFound => "Solution found.", "Lösung gefunden.";
    WatchDone => "The search is over.", "Die Suche ist zu Ende.";
    WatchNone => "Two givens clash: there is nothing to search.", "Zwei Vorgaben widersprechen sich: Es gibt nichts zu suchen.";
    Facts => "What the numbers say", "Was die Zahlen sagen";
    FactsAbout => "One of the seed documents claims that once the first row is fixed, the first band (rows 1–3) can be completed in 2,612,736 ways (56 · 6⁶). Count them here.", "Eines der Ausgangsdokumente behauptet: Liegt die erste Zeile fest, lässt sich das erste Band (Zeilen 1–3) auf 2.612.736 Arten vervollständigen (56 · 6⁶). Hier nachzählen.";
    Count => "Count", "Zählen";
    Counting => "Counting…", "Zähle …";
    BandResult => "completions of the first band for the first row 1–9, counted in", "Vervollständigungen des ersten Bandes zur ersten Zeile 1–9, gezählt in";
    Bands => "first bands in all (9! first rows times that)", "erste Bänder insgesamt (9! erste Zeilen mal diese Zahl)";
    ReportTable => "The course report measured lp_solve at 34 ms on easy_02 and gave up after more than 8 hours on a harder one; its backtracking needed 213 tries on easy_02 and 427,579 (640 ms) on hard_04; its genetic algorithm 2.57 s to 595 s.",
        "Der Kursbericht maß für lp_solve 34 ms bei easy_02 und gab bei einem schwereren Rätsel nach über 8 Stunden auf; sein Backtracking brauchte 213 Versuche bei easy_02 und 427.579 (640 ms) bei hard_04; sein genetischer Algorithmus 2,57 s bis 595 s.";
    DNodes => "nodes", "Knoten";
    DColumns => "columns", "Spalten";
    DStepsToFirst => "digits tried to the first solution", "probierte Ziffern bis zur ersten Lösung";
    DDigitsWritten => "digits written", "geschriebene Ziffern";
    DSimplex => "simplex iterations", "Simplex-Iterationen";
    DBbNodes => "branch-and-bound nodes", "Branch-and-Bound-Knoten";
    DFirstIterations => "of them for the first solution: iterations", "davon für die erste Lösung: Iterationen";
    DFirstNodes => "nodes", "Knoten";
    DVariables => "variables", "Variablen";
    DEqualities => "equations", "Gleichungen";
    DGivenEqualities => "equations for the givens", "Gleichungen für die Vorgaben";
    DPresolvedVariables => "variables left after presolve (the givens fix the rest)", "Variablen nach dem Presolve (die Vorgaben legen den Rest fest)";
    DPresolvedEqualities => "equations left after presolve", "Gleichungen nach dem Presolve";
    DRestarts => "restarts", "Neustarts";
    DPopulation => "population", "Population";
    DPmx => "PMX crossover (1 = yes)", "PMX-Kreuzung (1 = ja)";
    DSeed => "seed", "Startwert";
    DClauses => "clauses", "Klauseln";
    DSolves => "solver calls", "Löseraufrufe";
    DFirstSolution => "first solution after", "erste Lösung nach";
    DTimedRuns => "time: the mean of", "Zeit: Mittel aus";
    DTimedRunsAfter => "warm runs", "warmen Läufen";
    DFirstRun => "first run (cold)", "erster Lauf (kalt)";
    DSolverFailed => "numerical failures", "numerische Fehlschläge";
    Variant => "Rules", "Regeln";
    Standard => "Standard", "Standard";
    Diagonal => "Diagonal", "Diagonal";
    Color => "Color", "Farbe";
    ColorDiagonal => "Color and diagonal", "Farbe und Diagonale";
}

impl Word {
    /// The words for a method's counter in the results table (every [`Counter`] has them:
    /// the match is exhaustive).
    pub const fn counter(counter: Counter) -> Word {
        match counter {
            Counter::Nodes => Word::DNodes,
            Counter::Columns => Word::DColumns,
            Counter::StepsToFirst => Word::DStepsToFirst,
            Counter::DigitsWritten => Word::DDigitsWritten,
            Counter::SimplexIterations => Word::DSimplex,
            Counter::BbNodes => Word::DBbNodes,
            Counter::FirstSolveIterations => Word::DFirstIterations,
            Counter::FirstSolveNodes => Word::DFirstNodes,
            Counter::Variables => Word::DVariables,
            Counter::Equalities => Word::DEqualities,
            Counter::GivenEqualities => Word::DGivenEqualities,
            Counter::PresolvedVariables => Word::DPresolvedVariables,
            Counter::PresolvedEqualities => Word::DPresolvedEqualities,
            Counter::Generations => Word::StepsGenetic,
            Counter::Restarts => Word::DRestarts,
            Counter::BestFitness => Word::Fitness,
            Counter::Population => Word::DPopulation,
            Counter::Pmx => Word::DPmx,
            Counter::Seed => Word::DSeed,
            Counter::Clauses => Word::DClauses,
            Counter::Solves => Word::DSolves,
            Counter::SolverFailed => Word::DSolverFailed,
            Counter::FirstSolutionUs => Word::DFirstSolution,
            Counter::TimedRuns => Word::DTimedRuns,
            Counter::FirstRunUs => Word::DFirstRun,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_has_both_languages_and_the_german_differs_where_it_must() {
        for &w in Word::ALL {
            assert!(!w.text(Lang::En).is_empty(), "{w:?}");
            assert!(!w.text(Lang::De).is_empty(), "{w:?}");
        }
        let same = Word::ALL
            .iter()
            .filter(|w| w.text(Lang::En) == w.text(Lang::De))
            .count();
        assert!(same <= 8, "{same} words are the same in both languages");
    }

    #[test]
    fn every_counter_has_its_own_words() {
        let mut seen = Vec::new();
        for c in Counter::ALL {
            let w = Word::counter(c);
            assert!(!seen.contains(&w), "{c:?} shares its words {w:?}");
            seen.push(w);
            assert!(!w.text(Lang::En).is_empty() && !w.text(Lang::De).is_empty());
        }
    }
}
