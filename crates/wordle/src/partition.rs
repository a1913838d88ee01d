//! Partition counting: how a guess splits a candidate set, with a counts array indexed by the
//! feedback code (never a hash map).

use crate::table::Row;

/// Fixed-point `n * log2(n)` (scaled by 2^32) for `n` in `0..=max`: sums of these are exact
/// integers, so equal partitions compare equal whatever the summation order.
pub(crate) fn nlogn_table(max: usize) -> Vec<u64> {
    (0..=max)
        .map(|n| {
            if n < 2 {
                0
            } else {
                let x = n as f64;
                (x * x.log2() * 4_294_967_296.0).round() as u64
            }
        })
        .collect()
}

/// Calls `$f(n, code_of, $arg...)` on the [`Codes`] `$codes`, with a `code_of` of its own for
/// each source and code width (so that each is compiled for its width).
macro_rules! by_codes {
    ($codes:expr, $f:ident($($arg:expr),*)) => {
        match $codes {
            Codes::Row(Row::Narrow(r), cands) => {
                $f(cands.len(), |i| u16::from(r[cands[i] as usize]), $($arg),*)
            }
            Codes::Row(Row::Wide(r), cands) => $f(cands.len(), |i| r[cands[i] as usize], $($arg),*),
            Codes::Cols(Cols::Narrow(c), g) => $f(c.len(), |i| u16::from(c[i][g]), $($arg),*),
            Codes::Cols(Cols::Wide(c), g) => $f(c.len(), |i| c[i][g], $($arg),*),
        }
    };
}

/// Where the feedback codes of a guess against a candidate set are read: the guess's row at
/// the candidates, or the candidates' columns at the guess.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Codes<'a> {
    /// The guess's row and the candidates.
    Row(Row<'a>, &'a [u32]),
    /// The candidates' columns and the guess.
    Cols(&'a Cols<'a>, usize),
}

impl<'a> Codes<'a> {
    /// The codes of guess `g` against `cands`: from their columns `cols` where there are some,
    /// else from the guess's row.
    #[inline]
    pub(crate) fn of(
        cols: Option<&'a Cols<'a>>,
        wordle: &'a crate::Wordle,
        cands: &'a [u32],
        g: u32,
    ) -> Codes<'a> {
        match cols {
            Some(cols) => Codes::Cols(cols, g as usize),
            None => Codes::Row(wordle.row(g), cands),
        }
    }
}

/// What a guess does to a candidate set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Split {
    /// `sum(size * log2(size))` over the parts, fixed point (smaller = more information).
    pub nlogn: u64,
    /// Number of parts, the all-green part included.
    pub parts: u32,
    /// Whether the guess is itself a candidate (one part is all green).
    pub candidate: bool,
    /// The size of the largest part.
    pub largest: u32,
}

/// Counts the parts that the codes make. `counts` must be all zero, at least `3^len` long,
/// and is left all zero.
#[inline]
pub(crate) fn split(codes: Codes<'_>, counts: &mut [u32], nlogn: &[u64], win: u16) -> Split {
    by_codes!(codes, split_by(counts, nlogn, win))
}

/// The entropy key of a guess: `sum(size * log2(size))` over its parts (fixed point) and
/// whether it is a candidate. One counting pass that adds `f(c + 1) - f(c)` as each count
/// grows, then a pass that clears the counts. `delta[c] = nlogn[c + 1] - nlogn[c]`.
#[inline]
pub(crate) fn entropy_key(
    codes: Codes<'_>,
    counts: &mut [u32],
    delta: &[u64],
    win: u16,
) -> (u64, bool) {
    by_codes!(codes, entropy_by(counts, delta, win))
}

/// `nlogn[c + 1] - nlogn[c]` for `c` in `0..max`.
pub(crate) fn delta_table(max: usize) -> Vec<u64> {
    let t = nlogn_table(max);
    t.windows(2).map(|w| w[1] - w[0]).collect()
}

/// The candidates grouped by code, groups in increasing code order: `(code, members)`.
pub(crate) fn groups(row: Row<'_>, cands: &[u32]) -> Vec<(u16, Vec<u32>)> {
    let mut pairs: Vec<(u16, u32)> = cands.iter().map(|&a| (row.get(a as usize), a)).collect();
    pairs.sort_unstable();
    let mut out: Vec<(u16, Vec<u32>)> = Vec::new();
    for (code, a) in pairs {
        match out.last_mut() {
            Some((c, v)) if *c == code => v.push(a),
            _ => out.push((code, vec![a])),
        }
    }
    out
}

/// The table columns of a candidate set: for small sets, reading candidate `i` against guess
/// `g` as `cols[i][g]` walks a few contiguous streams while `g` increases.
#[derive(Debug)]
pub(crate) enum Cols<'a> {
    Narrow(Vec<&'a [u8]>),
    Wide(Vec<&'a [u16]>),
}

/// Candidate sets up to this size read the answer-major columns.
pub(crate) const COLUMN_LIMIT: usize = 64;

impl<'a> Cols<'a> {
    pub(crate) fn new(table: &'a crate::FeedbackTable, cands: &[u32]) -> Cols<'a> {
        match table.column(0) {
            Row::Narrow(_) => Cols::Narrow(
                cands
                    .iter()
                    .map(|&a| match table.column(a as usize) {
                        Row::Narrow(c) => c,
                        Row::Wide(_) => &[][..],
                    })
                    .collect(),
            ),
            Row::Wide(_) => Cols::Wide(
                cands
                    .iter()
                    .map(|&a| match table.column(a as usize) {
                        Row::Wide(c) => c,
                        Row::Narrow(_) => &[][..],
                    })
                    .collect(),
            ),
        }
    }
}

/// The codes of guess `g` against the candidates, in candidate order.
#[inline]
pub(crate) fn codes_cols<'c>(
    cols: &'c Cols<'_>,
    g: usize,
) -> impl ExactSizeIterator<Item = u32> + 'c {
    let n = match cols {
        Cols::Narrow(c) => c.len(),
        Cols::Wide(c) => c.len(),
    };
    (0..n).map(move |i| match cols {
        Cols::Narrow(c) => u32::from(c[i][g]),
        Cols::Wide(c) => u32::from(c[i][g]),
    })
}

/// The number of parts (the all-green part included) that guess `g` makes of the candidates,
/// and whether it is one of them, for feedback codes below 256 (words of up to 5 letters):
/// one pass that sets bits, then a population count. `None` for longer words.
#[inline]
pub(crate) fn count_parts(
    cols: Option<&Cols<'_>>,
    row: Row<'_>,
    cands: &[u32],
    g: usize,
    win: u16,
) -> Option<(u32, bool)> {
    let mut bits = [0u64; 4];
    let mut set = |code: u8| bits[usize::from(code >> 6)] |= 1u64 << (code & 63);
    match (cols, row) {
        (Some(Cols::Narrow(c)), _) => c.iter().for_each(|col| set(col[g])),
        (None, Row::Narrow(r)) => cands.iter().for_each(|&a| set(r[a as usize])),
        _ => return None,
    }
    let parts = bits.iter().map(|b| b.count_ones()).sum();
    let candidate = win < 256 && bits[usize::from(win >> 6)] & (1u64 << (win & 63)) != 0;
    Some((parts, candidate))
}

/// Whether guess `g` gives every candidate of `cols` its own feedback. `marks` must be all
/// zero, at least `3^len` long, and is left all zero.
#[inline]
pub(crate) fn separates(cols: &Cols<'_>, g: usize, marks: &mut [u32]) -> bool {
    by_codes!(Codes::Cols(cols, g), separates_by(marks))
}

/// [`separates`] for the `n` codes that `code_of` gives for `0..n`.
#[inline(always)]
fn separates_by<F: Fn(usize) -> u16>(n: usize, code_of: F, marks: &mut [u32]) -> bool {
    let mut seen = n;
    for i in 0..n {
        let m = &mut marks[usize::from(code_of(i))];
        if *m != 0 {
            seen = i;
            break;
        }
        *m = 1;
    }
    for i in 0..seen {
        marks[usize::from(code_of(i))] = 0;
    }
    seen == n
}

/// [`split`] of the `n` codes that `code_of` gives for `0..n`.
#[inline(always)]
fn split_by<F: Fn(usize) -> u16>(
    n: usize,
    code_of: F,
    counts: &mut [u32],
    nlogn: &[u64],
    win: u16,
) -> Split {
    for i in 0..n {
        counts[usize::from(code_of(i))] += 1;
    }
    let mut s = Split {
        nlogn: 0,
        parts: 0,
        candidate: false,
        largest: 0,
    };
    for i in 0..n {
        let code = code_of(i);
        let c = &mut counts[usize::from(code)];
        if *c != 0 {
            s.nlogn += nlogn[*c as usize];
            s.parts += 1;
            s.largest = s.largest.max(*c);
            if code == win {
                s.candidate = true;
            }
            *c = 0;
        }
    }
    s
}

/// [`entropy_key`] of the `n` codes that `code_of` gives for `0..n`.
#[inline(always)]
fn entropy_by<F: Fn(usize) -> u16>(
    n: usize,
    code_of: F,
    counts: &mut [u32],
    delta: &[u64],
    win: u16,
) -> (u64, bool) {
    let mut sum = 0u64;
    for i in 0..n {
        let c = &mut counts[usize::from(code_of(i))];
        sum += delta[*c as usize];
        *c += 1;
    }
    let candidate = counts[usize::from(win)] != 0;
    for i in 0..n {
        counts[usize::from(code_of(i))] = 0;
    }
    (sum, candidate)
}
