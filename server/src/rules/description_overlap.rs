//! `description-overlap`: two tools of one server described with nearly the same words.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use serde_json::Value as Json;

use super::{facts, Context, Diagnostic, Rule, RuleMeta, Severity, ToolFacts};

pub struct DescriptionOverlap;

static META: RuleMeta = RuleMeta {
    id: "description-overlap",
    severity: Severity::Info,
    summary: "two tools of one server described in nearly the same words, so that only the few words that differ tell a model which one to call",
    what: "Compares the descriptions of every two tools of a server, as `tools/list` sends them, by their words (letters and digits, lower-cased, without the common English words such as `the`, `a`, `of`, `to`): the share of words they have in common among all the words either uses (the Jaccard index). From 0.8 on, the later tool is reported, naming the earlier one. Word order is not compared: two descriptions of the same words in another order (\"a translation memory\" and \"a translation from a translation memory\") are the same to this rule. Tools with the same name are `tool-name-collision`'s. Option: `threshold` (default 0.8, from 0.1 to 1), e.g. `description-overlap = { threshold = 0.7 }`.",
    why: "A model picks a tool from its name and description alone. Two descriptions in the same words give it nothing to choose by: it guesses, calls the wrong one, or calls both. Copying a description to a new tool and changing a word or two is the usual way this happens; so is wrapping API routes one by one (`list_bikes`, `find_bikes`, `search_available_bikes`).",
    example: "server.registerTool(\"search_files\", {\n  description: \"Search the files of the workspace by name and return the matching paths.\",\n}, search);\nserver.registerTool(\"find_files\", {\n  description: \"Search the files of the workspace by name and return matching paths, sorted.\",\n}, find);",
    python_example: "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"files\")\n\n\n@mcp.tool()\ndef search_files(pattern: str) -> list[str]:\n    \"\"\"Search the files of the workspace by name and return the matching paths.\"\"\"\n\n\n@mcp.tool()\ndef find_files(pattern: str) -> list[str]:\n    \"\"\"Search the files of the workspace by name and return matching paths, sorted.\"\"\"",
    python_note: "",
    fix: "Merge the two tools into one (a parameter for what differs), or say in each description what it does that the other does not and when to use the other one instead (\"for the contents of files use `grep_files`\").",
    references: &[
        "@modelcontextprotocol/server-filesystem 2026.8.31: `list_directory` and `list_directory_with_sizes` share 86% of their descriptions' words (measured by toolsight on the published package); only \"including sizes\" tells them apart",
        "The tool-descriptions guide: overlap is the most common pitfall; with list_bikes, find_bikes and search_available_bikes the model has to guess how they differ, and \"the model calls the wrong tool\" is fixed by merging the tools or adding when not to use one",
        "The WebMCP descriptions guide: a description names the neighbour a tool is confused with (\"for the current product's variants use get_product_options instead\"), and descriptions are adjusted until the confusion pairs separate",
    ],
};

/// Default of the `threshold` option.
const THRESHOLD: f64 = 0.8;
/// The lowest threshold taken: under it nearly every two tools would be reported, and the
/// index below finds only pairs that share a word.
const LOWEST: f64 = 0.1;

/// Words too common to tell two descriptions apart.
const COMMON: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "for", "from", "if", "in", "into",
    "is", "it", "its", "of", "on", "or", "that", "the", "their", "them", "then", "this", "to",
    "was", "will", "with", "you", "your",
];

/// The distinct words of a description, as sorted hashes: compared on every keystroke across the
/// server's tools, so kept small and ready to merge.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Words(Rc<[u64]>);

impl Words {
    pub fn of(description: Option<&Json>) -> Words {
        let Some(text) = description.and_then(Json::as_str) else {
            return Words::default();
        };
        let mut hashes: Vec<u64> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .filter(|w| !COMMON.contains(&w.as_str()))
            .map(|w| fnv1a(w.as_bytes()))
            .collect();
        hashes.sort_unstable();
        hashes.dedup();
        Words(hashes.into())
    }

    /// The first words, in an order every set of the comparison shares (`rank`), of which two
    /// sets whose index reaches `threshold` always share one: with `o = ⌈threshold·n⌉` words of
    /// this set's `n` shared, some word among its first `n - o + 1` is shared (the prefix filter
    /// of set-similarity joins). Comparing only the tools that share such a word keeps the
    /// check off the pairs that cannot reach the threshold, on every keystroke; ranking the
    /// rarest words first keeps the prefixes to the words few tools use.
    fn prefix<K: Ord>(&self, threshold: f64, rank: impl Fn(u64) -> K) -> Vec<u64> {
        let n = self.0.len();
        // rounded down a hair: a longer prefix only finds more candidates
        let needed = ((threshold * n as f64) - 1e-9).ceil().max(1.0) as usize;
        let mut ranked = self.0.to_vec();
        ranked.sort_unstable_by_key(|w| (rank(*w), *w));
        ranked.truncate((n + 1).saturating_sub(needed).min(n));
        ranked
    }

    /// One bit per word, set from its hash: a bit set in one signature and not in the other
    /// stands for at least one word the other set lacks.
    fn signature(&self) -> u64 {
        self.0.iter().fold(0, |bits, w| {
            bits | 1 << (w.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 58)
        })
    }

    /// A lower bound of how many words are in one of the two sets and not the other.
    fn differ_at_least(a: u64, b: u64) -> f64 {
        f64::from((a ^ b).count_ones())
    }

    /// The most words the two sets may differ by with their index at least `threshold`: with
    /// `d` words in one only, the index is `(n + m - d) / (n + m + d)`.
    fn differences_allowed(a: &Words, b: &Words, threshold: f64) -> f64 {
        let total = (a.0.len() + b.0.len()) as f64;
        // a hair over, as in `prefix`: allowing more only compares more
        total * (1.0 - threshold) / (1.0 + threshold) + 1e-9
    }

    /// The Jaccard index of the two word sets, when it is at least `threshold`.
    fn similarity(&self, other: &Words, threshold: f64) -> Option<f64> {
        let (a, b) = (&*self.0, &*other.0);
        let (small, large) = (a.len().min(b.len()), a.len().max(b.len()));
        // the index is at most small / large: most pairs stop here
        if small == 0 || (small as f64) < threshold * large as f64 {
            return None;
        }
        let (mut i, mut j, mut shared) = (0, 0, 0);
        while i < a.len() && j < b.len() {
            match a[i].cmp(&b[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    shared += 1;
                    i += 1;
                    j += 1;
                }
            }
        }
        let index = shared as f64 / (a.len() + b.len() - shared) as f64;
        (index >= threshold).then_some(index)
    }
}

/// A map keyed by word hashes, which need no hashing again.
type Hashes<V> = HashMap<u64, V, BuildHasherDefault<Identity>>;

/// Hands a `u64` key through as its own hash.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // only `u64` keys are hashed with it
        for b in bytes {
            self.0 = (self.0 << 8) | u64::from(*b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// FNV-1a: stable across runs, and enough to tell a description's words apart.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

impl Rule for DescriptionOverlap {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn check(&self, cx: &Context, out: &mut Vec<Diagnostic>) {
        let Some(facts) = facts(cx) else { return };
        for s in facts.servers.iter().filter(|s| s.tools.len() > 1) {
            let threshold = cx
                .option(META.id, s.span, "threshold")
                .and_then(|v| v.as_float().or_else(|| v.as_integer().map(|i| i as f64)))
                .map_or(THRESHOLD, |t| t.clamp(LOWEST, 1.0));
            let words: Vec<&Words> = s.tools.iter().map(|t| &t.words).collect();
            let report = |pairs: &[Vec<(usize, f64)>], out: &mut Vec<Diagnostic>| {
                for (later, pairs) in s.tools.iter().zip(pairs) {
                    if let Some((index, earlier)) = closest(&s.tools, later, pairs) {
                        out.push(finding(later, earlier, index));
                    }
                }
            };
            if s.tools.len() < REMEMBERED_FROM {
                report(&pairs(&words, threshold), out);
                continue;
            }
            MEMOS.with_borrow_mut(|memos| {
                let memo = Memo::updated(memos, &words, threshold);
                report(&memo.pairs, out);
            });
        }
    }
}

/// Every pair of tools whose index reaches `threshold`: for each tool, the earlier ones, in
/// order.
fn pairs(words: &[&Words], threshold: f64) -> Vec<Vec<(usize, f64)>> {
    // how many of the server's tools use each word (the words are hashes already)
    let mut used: Hashes<u32> = Hashes::default();
    for w in words.iter().flat_map(|w| w.0.iter()) {
        *used.entry(*w).or_default() += 1;
    }
    let rank = |w: u64| used.get(&w).copied().unwrap_or(0);
    let signatures: Vec<u64> = words.iter().map(|w| w.signature()).collect();
    // the earlier tools by the words of their prefixes
    let mut by_word: Hashes<Vec<usize>> = Hashes::default();
    // the last tool each earlier one was a candidate of, so each pair is compared once
    let mut compared_for = vec![usize::MAX; words.len()];
    let mut all = Vec::with_capacity(words.len());
    for (j, later) in words.iter().enumerate() {
        let prefix = later.prefix(threshold, rank);
        let mut found = Vec::new();
        for i in prefix.iter().filter_map(|w| by_word.get(w)).flatten() {
            let i = *i;
            if compared_for[i] == j {
                continue;
            }
            compared_for[i] = j;
            // descriptions in the words of a template share their rarest words with a share
            // of all the tools, so most candidates are ruled out here, without a merge
            if Words::differ_at_least(signatures[i], signatures[j])
                > Words::differences_allowed(words[i], later, threshold)
            {
                continue;
            }
            if let Some(index) = words[i].similarity(later, threshold) {
                found.push((i, index));
            }
        }
        found.sort_unstable_by_key(|&(i, _)| i);
        for w in prefix {
            by_word.entry(w).or_default().push(j);
        }
        all.push(found);
    }
    all
}

/// The earlier tool `later` is closest to, among its `pairs`, leaving out those of its own
/// name (`tool-name-collision`'s); the first of equals.
fn closest<'t>(
    tools: &'t [ToolFacts],
    later: &ToolFacts,
    pairs: &[(usize, f64)],
) -> Option<(f64, &'t ToolFacts)> {
    pairs
        .iter()
        .map(|&(i, index)| (index, &tools[i]))
        .filter(|(_, earlier)| earlier.name != later.name)
        .fold(None, |best, (index, earlier)| match best {
            Some((b, _)) if b >= index => best,
            _ => Some((index, earlier)),
        })
}

fn finding(later: &ToolFacts, earlier: &ToolFacts, index: f64) -> Diagnostic {
    let percent = (index * 100.0).floor();
    let (how, share, telling) = if percent >= 100.0 {
        ("the same", String::new(), "only the names tell")
    } else {
        (
            "nearly the same",
            format!(" ({percent}% of their words are shared)"),
            "only the few words that differ tell",
        )
    };
    Diagnostic {
        rule: META.id,
        unnecessary: false,
        severity: META.severity,
        span: later.name_span,
        message: format!(
            "`{}` is described in {how} words as `{}`{share}: {telling} a model which of the two to call. Say in each what it is for and when to use the other instead, or merge them",
            later.name, earlier.name
        ),
        related: vec![(
            earlier.name_span,
            format!("`{}`, described with the same words", earlier.name),
        )],
        fix: None,
    }
}

/// Servers with fewer tools are compared whole on every run; from this many on, their pairs
/// are kept between runs.
const REMEMBERED_FROM: usize = 32;
/// How many servers' pairs are kept.
const MEMOS_KEPT: usize = 8;
/// When more of a server's tools than this share changed, its pairs are found again from the
/// start rather than tool by tool.
const CHANGED_AT_MOST: usize = 4;

thread_local! {
    /// The pairs of the large servers last checked on this thread. In the language server every
    /// check runs on the analysis thread, and a keystroke changes one tool's words: only that
    /// tool's pairs can change, so they are all that is compared again.
    static MEMOS: std::cell::RefCell<Vec<Memo>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A server's tools' words and the pairs found for them.
struct Memo {
    threshold: f64,
    words: Vec<Words>,
    pairs: Vec<Vec<(usize, f64)>>,
}

impl Memo {
    /// The memo for `words` at `threshold`: the one kept for the same tools with the fewest
    /// changed words, brought up to date, or a new one. Either way its pairs are exactly those
    /// [`pairs`] finds.
    fn updated<'m>(memos: &'m mut Vec<Memo>, words: &[&Words], threshold: f64) -> &'m Memo {
        let changed_in = |m: &Memo| -> Vec<usize> {
            (0..words.len())
                .filter(|&i| !Rc::ptr_eq(&m.words[i].0, &words[i].0) && m.words[i] != *words[i])
                .take(CHANGED_AT_MOST + 1)
                .collect()
        };
        let reusable = memos
            .iter()
            .enumerate()
            .filter(|(_, m)| m.threshold == threshold && m.words.len() == words.len())
            .map(|(at, m)| (at, changed_in(m)))
            .filter(|(_, changed)| changed.len() <= CHANGED_AT_MOST)
            .min_by_key(|(_, changed)| changed.len());
        let at = match reusable {
            Some((at, changed)) => {
                let memo = &mut memos[at];
                for e in changed {
                    memo.words[e] = words[e].clone();
                    memo.compare_again(e);
                }
                at
            }
            None => {
                if memos.len() == MEMOS_KEPT {
                    memos.remove(0);
                }
                memos.push(Memo {
                    threshold,
                    words: words.iter().map(|w| (*w).clone()).collect(),
                    pairs: pairs(words, threshold),
                });
                memos.len() - 1
            }
        };
        // the most recently used last, so the oldest goes first
        let memo = memos.remove(at);
        memos.push(memo);
        memos.last().expect("just pushed")
    }

    /// Finds tool `e`'s pairs again after its words changed: with every earlier tool, and in
    /// the pairs of every later one.
    fn compare_again(&mut self, e: usize) {
        let mine = &self.words[e];
        let mut earlier = Vec::new();
        for (k, theirs) in self.words.iter().enumerate() {
            if k < e {
                if let Some(index) = theirs.similarity(mine, self.threshold) {
                    earlier.push((k, index));
                }
            } else if k > e {
                let pairs = &mut self.pairs[k];
                let at = pairs.partition_point(|&(i, _)| i < e);
                let present = pairs.get(at).is_some_and(|&(i, _)| i == e);
                match (mine.similarity(theirs, self.threshold), present) {
                    (Some(index), true) => pairs[at].1 = index,
                    (Some(index), false) => pairs.insert(at, (e, index)),
                    (None, true) => {
                        pairs.remove(at);
                    }
                    (None, false) => {}
                }
            }
        }
        self.pairs[e] = earlier;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn words(text: &str) -> Words {
        Words::of(Some(&json!(text)))
    }

    /// Deterministic draws below `n`, from `seed`.
    fn below(mut seed: u64) -> impl FnMut(u64) -> u64 {
        move |n| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % n
        }
    }

    #[test]
    fn common_words_case_and_punctuation_do_not_count() {
        assert_eq!(
            words("Search THE files, by name."),
            words("search files by name")
        );
        assert_eq!(words("").0.len(), 0);
        assert_eq!(Words::of(Some(&json!(3))).0.len(), 0);
    }

    #[test]
    fn similarity_is_the_share_of_shared_words() {
        let a = words("search workspace files name return matching paths");
        let b = words("search workspace files name return matching paths sorted");
        // 7 shared of 8
        assert_eq!(a.similarity(&b, 0.8), Some(7.0 / 8.0));
        assert_eq!(a.similarity(&b, 0.9), None);
        let c = words("delete one note by its id");
        assert_eq!(a.similarity(&c, 0.0), Some(0.0));
        assert_eq!(a.similarity(&c, 0.1), None);
    }

    #[test]
    fn two_sets_that_reach_the_threshold_share_a_word_of_their_prefixes() {
        // every pair of subsets of ten words, at several thresholds: the prefix filter may
        // never lose a pair the index reaches
        let all: Vec<String> = (0..10).map(|i| format!("w{i}")).collect();
        let sets: Vec<Words> = (1u32..1 << 10)
            .step_by(7)
            .map(|mask| {
                let text: Vec<&str> = (0..10)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| all[i].as_str())
                    .collect();
                words(&text.join(" "))
            })
            .collect();
        for threshold in [0.1, 0.3, 0.5, 0.8, 0.9, 1.0] {
            for a in &sets {
                for b in &sets {
                    if a.similarity(b, threshold).is_some() {
                        // by hash, and by an order that puts some words first
                        for rank in [|_: u64| 0u64, |w: u64| w % 3] {
                            let (pa, pb) = (a.prefix(threshold, rank), b.prefix(threshold, rank));
                            assert!(
                                pa.iter().any(|w| pb.contains(w)),
                                "{a:?} {b:?} at {threshold}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn pairs_are_every_pair_that_reaches_the_threshold() {
        // near copies of a few base descriptions over a vocabulary larger than the 64 bits of
        // a signature, so that words share bits: the filters may skip no pair that reaches it
        let mut next = below(11);
        let bases: Vec<Vec<u64>> = (0..4)
            .map(|_| (0..5 + next(60)).map(|_| next(200)).collect())
            .collect();
        let tools: Vec<Words> = (0..120)
            .map(|_| {
                let mut ws = bases[next(4) as usize].clone();
                for _ in 0..next(4) {
                    let at = next(ws.len() as u64) as usize;
                    ws[at] = next(200);
                }
                let text: Vec<String> = ws.iter().map(|w| format!("w{w}")).collect();
                words(&text.join(" "))
            })
            .collect();
        let current: Vec<&Words> = tools.iter().collect();
        for threshold in [0.1, 0.5, 0.8, 0.9, 1.0] {
            let every: Vec<Vec<(usize, f64)>> = (0..tools.len())
                .map(|j| {
                    (0..j)
                        .filter_map(|i| Some((i, tools[i].similarity(&tools[j], threshold)?)))
                        .collect()
                })
                .collect();
            assert!(every.iter().flatten().count() > tools.len(), "{threshold}");
            assert_eq!(pairs(&current, threshold), every, "at {threshold}");
        }
    }

    #[test]
    fn pairs_kept_between_runs_are_those_found_from_the_start() {
        // 40 tools over a vocabulary of 12 words, so that many pairs reach the threshold, edited
        // one, two and six at a time (six is more than are compared again one by one)
        let mut next = below(7);
        let description = |next: &mut dyn FnMut(u64) -> u64| {
            let n = 3 + next(5);
            (0..n)
                .map(|_| format!("w{}", next(12)))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut tools: Vec<Words> = (0..40).map(|_| words(&description(&mut next))).collect();
        for threshold in [0.5, 0.8] {
            for round in 0..30 {
                let edited = [1, 2, 6][round % 3];
                for _ in 0..edited {
                    let at = next(40) as usize;
                    tools[at] = words(&description(&mut next));
                }
                let current: Vec<&Words> = tools.iter().collect();
                let kept = MEMOS.with_borrow_mut(|memos| {
                    Memo::updated(memos, &current, threshold).pairs.clone()
                });
                assert_eq!(
                    kept,
                    pairs(&current, threshold),
                    "round {round} at {threshold}"
                );
            }
        }
        // the edits were compared tool by tool at least once
        assert!(MEMOS.with_borrow(|memos| !memos.is_empty()));
    }

    #[test]
    fn an_empty_description_overlaps_nothing() {
        assert_eq!(Words::default().similarity(&Words::default(), 0.0), None);
    }
}
