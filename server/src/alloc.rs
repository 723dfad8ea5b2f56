//! The allocator. The language server's analysis thread makes and frees many small values on
//! every keystroke; glibc's allocator spent a large share of that time merging freed chunks,
//! with long pauses in the tail (docs/benchmarks.md), where mimalloc does not. Everything else
//! (indexing, `check`, the protocol) keeps the system allocator, whose freed memory
//! `malloc_trim` gives back to the system: mimalloc keeps what a thread freed, and an indexed
//! workspace would leave the server as large as its largest project.
//!
//! A thread opts in with [`use_mimalloc_on_this_thread`]; whatever it allocated is freed by
//! mimalloc on any thread, and the rest by the system allocator, told apart by address.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use mimalloc::MiMalloc;

thread_local! {
    // const and without a destructor: safe to read from inside the allocator
    static MIMALLOC: Cell<bool> = const { Cell::new(false) };
}

/// Makes the current thread's allocations come from mimalloc.
pub fn use_mimalloc_on_this_thread() {
    MIMALLOC.with(|m| m.set(true));
}

fn this_thread_uses_mimalloc() -> bool {
    MIMALLOC.try_with(Cell::get).unwrap_or(false)
}

fn from_mimalloc(ptr: *mut u8) -> bool {
    // SAFETY: asks only whether the address lies in memory mimalloc manages
    unsafe { libmimalloc_sys::mi_is_in_heap_region(ptr as *const _) }
}

/// Routes each allocation to mimalloc or the system allocator (see the module).
pub struct Allocator;

// SAFETY: every block is allocated, resized and freed by the same allocator: new blocks by the
// one the thread uses, and existing ones by the one whose memory holds them.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if this_thread_uses_mimalloc() {
            MiMalloc.alloc(layout)
        } else {
            System.alloc(layout)
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if this_thread_uses_mimalloc() {
            MiMalloc.alloc_zeroed(layout)
        } else {
            System.alloc_zeroed(layout)
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if from_mimalloc(ptr) {
            MiMalloc.dealloc(ptr, layout)
        } else {
            System.dealloc(ptr, layout)
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if from_mimalloc(ptr) {
            MiMalloc.realloc(ptr, layout, new_size)
        } else {
            System.realloc(ptr, layout, new_size)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_resized_and_freed_by_the_allocator_that_made_them_on_any_thread() {
        let made_by_mimalloc = std::thread::spawn(|| {
            use_mimalloc_on_this_thread();
            let v = vec![1u8; 100];
            assert!(from_mimalloc(v.as_ptr() as *mut u8));
            v
        })
        .join()
        .unwrap();
        let mut made_by_system = vec![2u8; 100];
        assert!(!from_mimalloc(made_by_system.as_mut_ptr()));
        std::thread::spawn(move || {
            use_mimalloc_on_this_thread();
            // grown on a mimalloc thread, a system block stays with the system allocator
            made_by_system.extend_from_slice(&[3; 100_000]);
            assert!(!from_mimalloc(made_by_system.as_mut_ptr()));
            assert_eq!(made_by_system[..2], [2, 2]);
        })
        .join()
        .unwrap();
        let mut grown = made_by_mimalloc;
        grown.extend_from_slice(&[4; 100_000]);
        assert!(from_mimalloc(grown.as_mut_ptr()));
        assert_eq!((grown[0], grown[100]), (1, 4));
    }
}
