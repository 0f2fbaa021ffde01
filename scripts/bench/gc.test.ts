import { describe, expect, it } from "vitest";
import { GcTally, parseGcLine } from "./gc.ts";

// Lines as Node 24 prints them with --trace-gc-nvp (fields that were 0 left out).
const SCAVENGE =
  "[7881:0x10ec6000:0]      637 ms: pause=32.5 mutator=60.7 gc=s scavenge=32.48 scavenge.free_remembered_set=0.01 scavenge.roots=0.20 scavenge.parallel=2.01 scavenge.resize_new_space=2.74 background.scavenge.parallel=92.34 scavenge_throughput=1521224 start_object_size=97602896 end_object_size=96701040 start_memory_size=132628480 end_memory_size=208388096 start_holes_size=1045928 end_holes_size=1337504 allocated=44831200 promoted=27821560 new_space_survived=24045760 nodes_copied_in_new=33 nodes_promoted=15 promotion_ratio=52.5% average_survival_ratio=69.1% promotion_rate=332.8% new_space_survive_rate_=45.4% new_space_allocation_throughput=237133.4 new_space_capacity=67108864 old_gen_allocation_limit=96930560 global_allocation_limit=96930560 allocation_throughput=373798.7";
const MARK_COMPACT =
  "[10469:0xc26e000:0]    47994 ms: pause=19.2 mutator=69.0 gc=mc heap.embedder_tracing_epilogue=0.02 clear=2 clear.maps=0.2 clear.weak_collections=0.2 clear.weak_lists=0.1 clear.weak_references_trivial=0.6 clear.weak_references_filter_non_trivial=0.1 weakness_handling=0.2 evacuate=3.9 evacuate.copy=1.8 evacuate.epilogue=0.1 evacuate.update_pointers=1.9 evacuate.update_pointers.to_new_roots=1.0 evacuate.update_pointers.slots.main=0.7 finish=9.9 finish.sweep_array_buffers=2.9 mark=1.3 mark.roots=0.2 mark.full_closure_parallel=0.6 mark.ephemeron.marking=0.7 mark.ephemeron.linear=0.1 sweep=1.5 sweep.old=1.4 sweep.start_jobs=4.8 incremental=4.8 incremental.sweep_array_buffers=0.8 incremental_longest_step=0.2 incremental_steps_count=114 incremental_marking_throughput=1075971 incremental_walltime_duration=88 background.mark=219.5 background.sweep=0.2 background.evacuate.copy=1.7 background.evacuate.update_pointers=0.6 start_object_size=401475680 end_object_size=75388056 start_memory_size=529920000 end_memory_size=304619520 start_holes_size=1876768 end_holes_size=501824 allocated=7043464 promoted=4099272 nodes_died_in_new=4 promotion_ratio=46.7% average_survival_ratio=9.5% promotion_rate=244.5% new_space_survive_rate=0.0% new_space_allocation_throughput=273580.2 new_space_capacity=67108864 old_gen_allocation_limit=463480424 global_allocation_limit=463480424 allocation_throughput=289842.4 pool_local_chunks=840 pool_total_chunks=840 compaction_speed=2557478.2";

describe("the bench's GC tally", () => {
  it("reads a collection's kind and fields, and nothing from other output", () => {
    const s = parseGcLine(SCAVENGE)!;
    expect(s.kind).toBe("s");
    expect(s.fields.get("promoted")).toBe(27821560);
    expect(s.fields.get("nodes_promoted")).toBe(15);
    expect(s.fields.get("pause")).toBe(32.5);
    expect(parseGcLine(MARK_COMPACT)!.kind).toBe("mc");
    expect(parseGcLine('{"level":"warn","msg":"request","ms":12.5}')).toBeNull();
  });

  it("counts only what happened since a snapshot", () => {
    const gc = new GcTally();
    gc.feed(SCAVENGE);
    gc.feed(MARK_COMPACT);
    const mark = gc.snapshot();
    expect(gc.since(mark)).toMatchObject({ scavenges: 0, markCompacts: 0, markCompactLongestMs: 0 });
    gc.feed(SCAVENGE);
    gc.feed("some other line");
    gc.feed(SCAVENGE);
    gc.feed(MARK_COMPACT);
    const during = gc.since(mark);
    expect(during.scavenges).toBe(2);
    expect(during.promotedBytes).toBe(2 * 27821560);
    expect(during.scavengeMs).toBeCloseTo(65);
    expect(during.markCompacts).toBe(1);
    // pause 19.2 + incremental steps 4.8; the longest piece is the pause; marking on V8's threads.
    expect(during.markCompactMainMs).toBeCloseTo(24);
    expect(during.markCompactLongestMs).toBeCloseTo(19.2);
    expect(during.markCompactBackgroundMs).toBeCloseTo(219.5);
  });
});
