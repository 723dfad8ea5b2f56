//! The stack every analysis runs on. The walks over source, schemas and JSON recurse, each within
//! a depth budget; in a debug build one interpreter level takes about 19 KB, so the budgets need
//! more than the 8 MiB of a main thread or the 2 MiB of a spawned one. The reservation is virtual
//! memory: only what a run touches is ever committed.

/// Bytes reserved for each analysis thread's stack.
pub const ANALYSIS_STACK: usize = 512 << 20;

/// Runs `f` on a thread with [`ANALYSIS_STACK`] and returns what it returns (a panic in `f`
/// resumes on the caller).
pub fn with_analysis_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        let run = std::thread::Builder::new()
            .name("toolsight-analysis".into())
            .stack_size(ANALYSIS_STACK)
            .spawn_scoped(s, f)
            .expect("the analysis thread starts");
        match run.join() {
            Ok(v) => v,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}
