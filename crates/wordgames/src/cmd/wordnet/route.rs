//! `wordgames wordnet route`: the shortest route from one word to another through the word
//! graph.

use std::{
    io::{BufWriter, Write},
    path::Path,
};

use serde::Serialize;
use wordgames_wordnet::{Relation, Relations, Route, Sense, WordGraph, WordNet};

use crate::cli::{CliResult, Global};

use super::table::{self, Format, Queries};

/// `wordgames wordnet route --json`; `distance` and `route` are null when there is no route.
#[derive(Serialize)]
pub(super) struct RouteDoc<'a> {
    distance: Option<usize>,
    from: &'a str,
    route: Option<Vec<StepDoc<'a>>>,
    to: &'a str,
}

/// One word of a route; the text output reads it too.
#[derive(Serialize)]
pub(super) struct StepDoc<'a> {
    gloss: &'a str,
    relation: Option<&'static str>,
    sense: u32,
    synset: String,
    word: &'a str,
}

pub(super) fn step_json(sense: Sense<'_>, relation: Option<Relation>) -> StepDoc<'_> {
    StepDoc {
        gloss: sense.synset().definition(),
        relation: relation.map(Relation::name),
        sense: sense.id().0,
        synset: sense.synset().name(),
        word: sense.word().lemma(),
    }
}

pub(super) fn route(
    global: &Global,
    wn: &WordNet,
    relations: Relations,
    from: &str,
    to: &str,
) -> CliResult {
    let mut out = crate::out::stdout();
    let from_lemma = wn.lemma_or_base(from)?;
    let to_lemma = wn.lemma_or_base(to)?;
    let graph = WordGraph::build(wn, relations)?;
    let table = graph.route_table(to_lemma.id())?;
    let route: Option<Route> = table.answer(from_lemma.id());
    let Some(route) = route else {
        if global.json {
            let doc = RouteDoc {
                distance: None,
                from: from_lemma.text(),
                route: None,
                to: to_lemma.text(),
            };
            writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        } else {
            writeln!(
                out,
                "no route from {} to {}",
                from_lemma.text(),
                to_lemma.text()
            )?;
        }
        return Ok(());
    };
    let mut steps = vec![step_json(wn.sense(route.start), None)];
    steps.extend(
        route
            .steps
            .iter()
            .map(|s| step_json(wn.sense(s.sense), Some(s.relation))),
    );
    if global.json {
        let doc = RouteDoc {
            distance: Some(route.len()),
            from: from_lemma.text(),
            route: Some(steps),
            to: to_lemma.text(),
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    writeln!(
        out,
        "{} -> {}: {} step{}",
        from_lemma.text(),
        to_lemma.text(),
        route.len(),
        if route.len() == 1 { "" } else { "s" }
    )?;
    for step in &steps {
        let arrow = match step.relation {
            Some(relation) => format!("  --{relation}--> "),
            None => "  ".to_string(),
        };
        writeln!(
            out,
            "{arrow}{} [{}]: {}",
            step.word, step.synset, step.gloss
        )?;
    }
    Ok(())
}

/// `route --pairs`: one row per pair, the graph built once and a table per run of one target.
pub(super) fn route_pairs(
    format: Format,
    wn: &WordNet,
    relations: Relations,
    path: &Path,
) -> CliResult {
    let graph = WordGraph::build(wn, relations)?;
    let mut table = table::Table::new(
        BufWriter::new(crate::out::stdout()),
        format,
        &["from", "to", "distance", "route"],
    );
    let mut current: Option<(u32, wordgames_wordnet::RouteTable<'_>)> = None;
    let failed = Queries::from_file(path).each(|q| {
        let words: Vec<&str> = q.text.split_whitespace().collect();
        let [from, to] = words[..] else {
            return Ok(Err(format!("expected two words, found {:?}", q.text)));
        };
        let (from_lemma, to_lemma) = match (wn.lemma_or_base(from), wn.lemma_or_base(to)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => return Ok(Err(e.to_string())),
        };
        if current.as_ref().map(|(t, _)| *t) != Some(to_lemma.id().0) {
            current = Some((to_lemma.id().0, graph.route_table(to_lemma.id())?));
        }
        let (_, routes) = current.as_ref().expect("just set");
        match routes.answer(from_lemma.id()) {
            None => table.row(&[from, to, "", ""])?,
            Some(route) => {
                let mut text = step_text(wn.sense(route.start));
                for step in &route.steps {
                    text.push_str(&format!(
                        " -{}-> {}",
                        step.relation,
                        step_text(wn.sense(step.sense))
                    ));
                }
                table.row(&[from, to, &route.len().to_string(), &text])?;
            }
        }
        Ok(Ok(()))
    })?;
    table.finish()?;
    table::failures(failed)
}

/// A step of a route in a table cell: `word [synset]`.
pub(super) fn step_text(sense: Sense<'_>) -> String {
    format!("{} [{}]", sense.word().lemma(), sense.synset().name())
}
