//! Properties of the reverse breadth-first search on random graphs.

use petgraph::{
    algo::dijkstra,
    graph::{DiGraph, NodeIndex},
    visit::Reversed,
};
use proptest::prelude::*;
use wordgames_wordnet::{BfsTree, reverse_bfs};

/// Node count, edges, targets and a rank per node.
type Case = (usize, Vec<(u32, u32)>, Vec<u32>, Vec<u32>);

fn graph_and_targets() -> impl Strategy<Value = Case> {
    (1usize..40).prop_flat_map(|n| {
        let node = 0..n as u32;
        (
            Just(n),
            proptest::collection::vec((node.clone(), node.clone()), 0..120),
            proptest::collection::vec(node.clone(), 1..4),
            proptest::collection::vec(0u32..5, n),
        )
    })
}

proptest! {
    #[test]
    fn next_steps_are_neighbours_one_closer((n, edges, targets, ranks) in graph_and_targets()) {
        let mut g = DiGraph::<(), ()>::with_capacity(n, edges.len());
        for _ in 0..n {
            g.add_node(());
        }
        for &(u, v) in &edges {
            g.add_edge(NodeIndex::new(u as usize), NodeIndex::new(v as usize), ());
        }
        let rank = |x: NodeIndex| (ranks[x.index()], x.index());
        let targets: Vec<NodeIndex> = targets.iter().map(|&t| NodeIndex::new(t as usize)).collect();
        let tree = reverse_bfs(Reversed(&g), targets.iter().copied(), rank);

        // Distances equal a plain search: the nearest target by unit-cost shortest paths.
        let mut expected = vec![BfsTree::UNREACHED; n];
        for &t in &targets {
            for (node, d) in dijkstra(Reversed(&g), t, None, |_| 1u32) {
                expected[node.index()] = expected[node.index()].min(d);
            }
        }
        prop_assert_eq!(&tree.distance, &expected);

        for u in 0..n {
            let d = tree.distance[u];
            if d == BfsTree::UNREACHED {
                prop_assert_eq!(tree.next[u], BfsTree::UNREACHED);
            } else if d == 0 {
                prop_assert_eq!(tree.next[u], u as u32);
            } else {
                let next = tree.next[u] as usize;
                prop_assert!(g.contains_edge(NodeIndex::new(u), NodeIndex::new(next)));
                prop_assert_eq!(tree.distance[next] + 1, d);
                // The best-ranked of the equally short next steps.
                let best = g
                    .neighbors(NodeIndex::new(u))
                    .filter(|v| tree.distance[v.index()].wrapping_add(1) == d)
                    .min_by_key(|&v| rank(v))
                    .unwrap();
                prop_assert_eq!(best.index(), next);
            }
        }
    }
}
