//! The level reader through a tree of JSON values: the whole document is parsed into a
//! compact [`Json`] tree first, then checked. It takes about ten times the document's size in
//! memory; [`Level::from_json`] reads in two passes instead (see the `read` module), and this one
//! serves serde's `Deserialize` for [`Level`] and the tests that check the two agree.

use wordgames_lexicon::Profile;

use super::{Level, Node, bad, is_grid_letter, is_level_word};
use crate::Result;
use crate::wordseq::{
    LevelProblem,
    grid::{Grid, MAX_SIDE, Move},
};

impl Level {
    pub(super) fn from_value(value: &Json, profile: &'static Profile) -> Result<Level> {
        let top = object(value, "the document")?;
        let rows = array(field(top, "initialGrid", "")?, "initialGrid")?;
        let mut grid_rows = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            let at = format!("initialGrid[{r}]");
            let mut letters = String::new();
            for (c, cell) in array(row, &at)?.iter().enumerate() {
                let at = format!("{at}[{c}]");
                match cell.as_str() {
                    Some(s) if is_grid_letter(s, profile) => letters.push_str(s),
                    _ => return Err(bad(&at, LevelProblem::NotALetter)),
                }
            }
            grid_rows.push(letters);
        }
        if grid_rows.is_empty() || grid_rows.len() > MAX_SIDE {
            return Err(bad("initialGrid", LevelProblem::RowCount));
        }
        let cols = grid_rows[0].chars().count();
        if !(1..=MAX_SIDE).contains(&cols) {
            return Err(bad("initialGrid[0]", LevelProblem::ColumnCount { cols }));
        }
        for (r, row) in grid_rows.iter().enumerate() {
            if row.chars().count() != cols {
                let problem = LevelProblem::RaggedRow {
                    expected: cols,
                    got: row.chars().count(),
                };
                return Err(bad(&format!("initialGrid[{r}]"), problem));
            }
        }
        let grid = Grid::from_rows_in(profile, &grid_rows)?;
        let word_length = uint(field(top, "wordLength", "")?, "wordLength")?;
        if word_length != grid.rows() && word_length != grid.cols() {
            let problem = LevelProblem::WordLength {
                word_length,
                rows: grid.rows(),
                cols: grid.cols(),
            };
            return Err(bad("wordLength", problem));
        }
        let max_depth = uint(field(top, "maxDepthReached", "")?, "maxDepthReached")?;
        let tree = nodes(
            field(top, "explorationTree", "")?,
            "explorationTree",
            &grid,
            word_length,
        )?;
        let max_depth =
            u32::try_from(max_depth).map_err(|_| bad("maxDepthReached", LevelProblem::TooLarge))?;
        check_depth(max_depth, &tree, "maxDepthReached")?;
        Ok(Level {
            initial_grid: grid,
            word_length,
            max_depth,
            tree,
            full_tree_nodes: 0,
        })
    }
}

/// A JSON value as a level is read: like `serde_json::Value`, but compact (an object is a boxed
/// slice of its fields, a string a boxed `str`), so that a level's document takes about ten
/// times its size in memory while it is read and checked, not the 23 times of `Value`'s maps
/// (944 MiB instead of 2,111 MiB for a 93 MB level). A key given twice keeps its
/// last value, as `Value` does.
#[derive(Debug)]
pub(super) enum Json {
    /// `null`, `true` or `false`: no field of a level takes them.
    Other,
    Number(serde_json::Number),
    String(Box<str>),
    Array(Box<[Json]>),
    Object(Box<[(Box<str>, Json)]>),
}

impl Json {
    fn as_object(&self) -> Option<&[(Box<str>, Json)]> {
        match self {
            Json::Object(fields) => Some(fields),
            _ => None,
        }
    }

    fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }

    fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Number(n) => n.as_u64(),
            _ => None,
        }
    }
}

impl<'de> serde::Deserialize<'de> for Json {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> std::result::Result<Json, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Json;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a JSON value")
            }

            fn visit_unit<E>(self) -> std::result::Result<Json, E> {
                Ok(Json::Other)
            }

            fn visit_none<E>(self) -> std::result::Result<Json, E> {
                Ok(Json::Other)
            }

            fn visit_bool<E>(self, _: bool) -> std::result::Result<Json, E> {
                Ok(Json::Other)
            }

            fn visit_u64<E>(self, v: u64) -> std::result::Result<Json, E> {
                Ok(Json::Number(v.into()))
            }

            fn visit_i64<E>(self, v: i64) -> std::result::Result<Json, E> {
                Ok(Json::Number(v.into()))
            }

            fn visit_f64<E>(self, v: f64) -> std::result::Result<Json, E> {
                Ok(serde_json::Number::from_f64(v).map_or(Json::Other, Json::Number))
            }

            fn visit_str<E>(self, v: &str) -> std::result::Result<Json, E> {
                Ok(Json::String(v.into()))
            }

            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> std::result::Result<Json, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Json::Array(items.into_boxed_slice()))
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> std::result::Result<Json, A::Error> {
                let mut fields: Vec<(Box<str>, Json)> = Vec::new();
                while let Some((key, value)) = map.next_entry::<String, Json>()? {
                    fields.push((key.into_boxed_str(), value));
                }
                Ok(Json::Object(fields.into_boxed_slice()))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

fn object<'v>(value: &'v Json, at: &str) -> Result<&'v [(Box<str>, Json)]> {
    value
        .as_object()
        .ok_or_else(|| bad(at, LevelProblem::NotAnObject))
}

fn array<'v>(value: &'v Json, at: &str) -> Result<&'v [Json]> {
    value
        .as_array()
        .ok_or_else(|| bad(at, LevelProblem::NotAnArray))
}

fn field<'v>(object: &'v [(Box<str>, Json)], name: &'static str, at: &str) -> Result<&'v Json> {
    // The last of a key given twice, as serde_json's maps keep it.
    object
        .iter()
        .rev()
        .find(|(key, _)| &**key == name)
        .map(|(_, v)| v)
        .ok_or_else(|| {
            let place = if at.is_empty() { "the document" } else { at };
            bad(place, LevelProblem::MissingField { name })
        })
}

fn uint(value: &Json, at: &str) -> Result<usize> {
    value
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| bad(at, LevelProblem::NotAWholeNumber))
}

fn cell(value: &Json, at: &str, grid: &Grid) -> Result<(usize, usize)> {
    let pair = array(value, at)?;
    if pair.len() != 2 {
        return Err(bad(at, LevelProblem::NotACell));
    }
    let (r, c) = (uint(&pair[0], at)?, uint(&pair[1], at)?);
    if r >= grid.rows() || c >= grid.cols() {
        let problem = LevelProblem::CellOutside {
            row: r,
            col: c,
            rows: grid.rows(),
            cols: grid.cols(),
        };
        return Err(bad(at, problem));
    }
    Ok((r, c))
}

fn nodes(value: &Json, at: &str, grid: &Grid, word_length: usize) -> Result<Vec<Node>> {
    let mut out = Vec::new();
    for (i, item) in array(value, at)?.iter().enumerate() {
        let at = format!("{at}[{i}]");
        let node = object(item, &at)?;
        let mv_at = format!("{at}.move");
        let mv_value = object(field(node, "move", &at)?, &mv_at)?;
        let from = cell(
            field(mv_value, "from", &mv_at)?,
            &format!("{mv_at}.from"),
            grid,
        )?;
        let to = cell(field(mv_value, "to", &mv_at)?, &format!("{mv_at}.to"), grid)?;
        let mv = Move::new(from, to);
        if !mv.is_adjacent() {
            return Err(bad(&mv_at, LevelProblem::NotNeighbours));
        }
        let words_at = format!("{at}.wordsFormed");
        let mut words_formed = Vec::new();
        for (j, word) in array(field(node, "wordsFormed", &at)?, &words_at)?
            .iter()
            .enumerate()
        {
            match word.as_str() {
                Some(w) if is_level_word(w, word_length, grid.profile()) => {
                    words_formed.push(w.to_string())
                }
                _ => {
                    return Err(bad(
                        &format!("{words_at}[{j}]"),
                        LevelProblem::NotAWord { word_length },
                    ));
                }
            }
        }
        if words_formed.is_empty() {
            return Err(bad(&words_at, LevelProblem::NoWords));
        }
        let depth_at = format!("{at}.maxDepthReached");
        let max_depth = u32::try_from(uint(field(node, "maxDepthReached", &at)?, &depth_at)?)
            .map_err(|_| bad(&depth_at, LevelProblem::TooLarge))?;
        let next = nodes(
            field(node, "nextMoves", &at)?,
            &format!("{at}.nextMoves"),
            grid,
            word_length,
        )?;
        check_depth(max_depth, &next, &depth_at)?;
        out.push(Node {
            mv,
            words_formed,
            max_depth,
            next,
        });
    }
    Ok(out)
}

fn check_depth(depth: u32, next: &[Node], at: &str) -> Result<()> {
    if let Some(longest) = next.iter().map(|n| n.max_depth + 1).max()
        && longest != depth
    {
        return Err(bad(at, LevelProblem::Depth { depth, longest }));
    }
    Ok(())
}
