//! A WordNet loader and a word graph with routes to a target word.
//!
//! **Not written yet.** This crate will read Princeton WordNet in its WNDB form (3.0 and 3.1),
//! build a `petgraph` graph over lemmas with the homograph and synonym shims, and give every word
//! its route to a target by a reverse multi-source breadth-first search. Nothing in it works yet;
//! it exists so that the workspace has its final shape.
#![deny(missing_docs)]
