;; Sightline's any-hit segment walk over a three-mesh-bvh node buffer, in WebAssembly.
;;
;; The same walk and the same float64 arithmetic as SegmentCaster.anyHit (segment-cast.ts), which
;; stays as the fallback and the reference: float32 loads widened to float64, no fused operations,
;; so both give the same answer for every segment (a test checks it on random ones). Measured on
;; recorded map casts it takes about 0.63x the time of the JavaScript walk: no typed-array bounds
;; checks or type guards in the hot loop.
;;
;; Memory layout, set by `layout` (byte offsets; wasm-walk.ts fills it):
;;   0..15   the last hit: i32 triangle (BVH order) or -1, i32 leaf node (word offset) or -1,
;;           f64 segment parameter
;;   nodes   the BVH node buffer (32 bytes a node: float32 box min xyz / max xyz; leaf when the
;;           uint16 at byte 30 is 0xFFFF, with the first triangle as uint32 at byte 24 and the count
;;           as uint16 at byte 28; else the uint32 at byte 24 is the right child's offset in nodes)
;;   tris    triangles in BVH order, 9 float32 each: v0, e1 = v1 - v0, e2 = v2 - v0
;;   feat    uint16 feature per triangle
;;   ign     uint8 per feature: 1 = ignore hits on it
;;   stack   int32 per level of the tree, and two more
;;   fan     float64 per segment of a fan cast (fanFrom): the z components, ascending
;;
;; Assembled into any-hit-wasm.ts by `npm run wasm` (scripts/assemble-wat.ts); a test checks the
;; committed bytes match this file.
(module
  (memory (export "memory") 1)
  (global $nodes (mut i32) (i32.const 0))
  (global $tris (mut i32) (i32.const 0))
  (global $feat (mut i32) (i32.const 0))
  (global $ign (mut i32) (i32.const 0))
  (global $stack (mut i32) (i32.const 0))
  (global $fan (mut i32) (i32.const 0))
  (func (export "layout") (param $nodes i32) (param $tris i32) (param $feat i32) (param $ign i32) (param $stack i32) (param $fan i32)
    (global.set $nodes (local.get $nodes))
    (global.set $tris (local.get $tris))
    (global.set $feat (local.get $feat))
    (global.set $ign (local.get $ign))
    (global.set $stack (local.get $stack))
    (global.set $fan (local.get $fan)))
;; triT(o, origin, d): the segment parameter where it crosses the triangle at byte address o
  ;; (v0, e1, e2 as float32), or NaN; segmentTriangleT's arithmetic exactly.
  (func $triT (param $o i32) (param $ox f64) (param $oy f64) (param $oz f64) (param $dx f64) (param $dy f64) (param $dz f64) (result f64)
    (local $e1x f64) (local $e1y f64) (local $e1z f64) (local $e2x f64) (local $e2y f64) (local $e2z f64)
    (local $px f64) (local $py f64) (local $pz f64) (local $det f64) (local $inv f64)
    (local $sx f64) (local $sy f64) (local $sz f64) (local $u f64) (local $v f64)
    (local $qx f64) (local $qy f64) (local $qz f64)
    (local.set $e1x (f64.promote_f32 (f32.load offset=12 (local.get $o))))
    (local.set $e1y (f64.promote_f32 (f32.load offset=16 (local.get $o))))
    (local.set $e1z (f64.promote_f32 (f32.load offset=20 (local.get $o))))
    (local.set $e2x (f64.promote_f32 (f32.load offset=24 (local.get $o))))
    (local.set $e2y (f64.promote_f32 (f32.load offset=28 (local.get $o))))
    (local.set $e2z (f64.promote_f32 (f32.load offset=32 (local.get $o))))
    (local.set $px (f64.sub (f64.mul (local.get $dy) (local.get $e2z)) (f64.mul (local.get $dz) (local.get $e2y))))
    (local.set $py (f64.sub (f64.mul (local.get $dz) (local.get $e2x)) (f64.mul (local.get $dx) (local.get $e2z))))
    (local.set $pz (f64.sub (f64.mul (local.get $dx) (local.get $e2y)) (f64.mul (local.get $dy) (local.get $e2x))))
    (local.set $det (f64.add (f64.add (f64.mul (local.get $e1x) (local.get $px)) (f64.mul (local.get $e1y) (local.get $py))) (f64.mul (local.get $e1z) (local.get $pz))))
    (if (i32.and (f64.gt (local.get $det) (f64.const -1e-18)) (f64.lt (local.get $det) (f64.const 1e-18)))
      (then (return (f64.const nan))))
    (local.set $inv (f64.div (f64.const 1) (local.get $det)))
    (local.set $sx (f64.sub (local.get $ox) (f64.promote_f32 (f32.load offset=0 (local.get $o)))))
    (local.set $sy (f64.sub (local.get $oy) (f64.promote_f32 (f32.load offset=4 (local.get $o)))))
    (local.set $sz (f64.sub (local.get $oz) (f64.promote_f32 (f32.load offset=8 (local.get $o)))))
    (local.set $u (f64.mul (f64.add (f64.add (f64.mul (local.get $sx) (local.get $px)) (f64.mul (local.get $sy) (local.get $py))) (f64.mul (local.get $sz) (local.get $pz))) (local.get $inv)))
    (if (i32.or (f64.lt (local.get $u) (f64.const 0)) (f64.gt (local.get $u) (f64.const 1)))
      (then (return (f64.const nan))))
    (local.set $qx (f64.sub (f64.mul (local.get $sy) (local.get $e1z)) (f64.mul (local.get $sz) (local.get $e1y))))
    (local.set $qy (f64.sub (f64.mul (local.get $sz) (local.get $e1x)) (f64.mul (local.get $sx) (local.get $e1z))))
    (local.set $qz (f64.sub (f64.mul (local.get $sx) (local.get $e1y)) (f64.mul (local.get $sy) (local.get $e1x))))
    (local.set $v (f64.mul (f64.add (f64.add (f64.mul (local.get $dx) (local.get $qx)) (f64.mul (local.get $dy) (local.get $qy))) (f64.mul (local.get $dz) (local.get $qz))) (local.get $inv)))
    (if (i32.or (f64.lt (local.get $v) (f64.const 0)) (f64.gt (f64.add (local.get $u) (local.get $v)) (f64.const 1)))
      (then (return (f64.const nan))))
    (f64.mul (f64.add (f64.add (f64.mul (local.get $e2x) (local.get $qx)) (f64.mul (local.get $e2y) (local.get $qy))) (f64.mul (local.get $e2z) (local.get $qz))) (local.get $inv)))
  ;; anyHit(o, d, tMin, tMax, start): the feature of some non-ignored triangle on the segment o + t·d,
  ;; tMin < t < tMax, walking the subtree at node `start` (word offset; 0 is the root), or -1. The walk
  ;; of SegmentCaster.anyHit step for step: both children's boxes are tested before either is visited,
  ;; the nearer first, and only boxes the segment meets are pushed; the first hit ends it.
  (func (export "anyHit") (param $ox f64) (param $oy f64) (param $oz f64) (param $dx f64) (param $dy f64) (param $dz f64) (param $tMin f64) (param $tMax f64) (param $start i32) (result i32)
    (local $ix f64) (local $iy f64) (local $iz f64)
    (local $bnx i32) (local $bny i32) (local $bnz i32) (local $bfx i32) (local $bfy i32) (local $bfz i32)
    (local $sp i32) (local $n i32) (local $addr i32) (local $left i32) (local $right i32) (local $la i32) (local $ra i32)
    (local $l0 f64) (local $l1 f64) (local $r0 f64) (local $r1 f64) (local $a f64) (local $b f64)
    (local $i i32) (local $end i32) (local $feature i32) (local $t f64) (local $hitL i32) (local $hitR i32)
    (local.set $ix (if (result f64) (f64.ne (local.get $dx) (f64.const 0)) (then (f64.div (f64.const 1) (local.get $dx))) (else (f64.const 1e30))))
    (local.set $iy (if (result f64) (f64.ne (local.get $dy) (f64.const 0)) (then (f64.div (f64.const 1) (local.get $dy))) (else (f64.const 1e30))))
    (local.set $iz (if (result f64) (f64.ne (local.get $dz) (f64.const 0)) (then (f64.div (f64.const 1) (local.get $dz))) (else (f64.const 1e30))))
    (local.set $bnx (select (i32.const 0) (i32.const 12) (f64.ge (local.get $ix) (f64.const 0))))
    (local.set $bny (select (i32.const 4) (i32.const 16) (f64.ge (local.get $iy) (f64.const 0))))
    (local.set $bnz (select (i32.const 8) (i32.const 20) (f64.ge (local.get $iz) (f64.const 0))))
    (local.set $bfx (i32.sub (i32.const 12) (local.get $bnx)))
    (local.set $bfy (i32.sub (i32.const 20) (local.get $bny)))
    (local.set $bfz (i32.sub (i32.const 28) (local.get $bnz)))
    (local.set $n (local.get $start))
    ;; the start node's box
    (local.set $la (i32.add (global.get $nodes) (i32.shl (local.get $start) (i32.const 2))))
    (local.set $l0 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bnx)))) (local.get $ox)) (local.get $ix)))
    (local.set $l1 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bfx)))) (local.get $ox)) (local.get $ix)))
    (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bny)))) (local.get $oy)) (local.get $iy)))
    (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bfy)))) (local.get $oy)) (local.get $iy)))
    (if (f64.gt (local.get $a) (local.get $l0)) (then (local.set $l0 (local.get $a))))
    (if (f64.lt (local.get $b) (local.get $l1)) (then (local.set $l1 (local.get $b))))
    (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bnz)))) (local.get $oz)) (local.get $iz)))
    (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bfz)))) (local.get $oz)) (local.get $iz)))
    (if (f64.gt (local.get $a) (local.get $l0)) (then (local.set $l0 (local.get $a))))
    (if (f64.lt (local.get $b) (local.get $l1)) (then (local.set $l1 (local.get $b))))
    (if (i32.or (i32.or (f64.gt (local.get $l0) (local.get $l1)) (f64.lt (local.get $l1) (local.get $tMin))) (f64.gt (local.get $l0) (local.get $tMax)))
      (then (local.set $n (i32.const -1))))
    (block $done
      (loop $walk
        (br_if $done (i32.lt_s (local.get $n) (i32.const 0)))
        (local.set $addr (i32.add (global.get $nodes) (i32.shl (local.get $n) (i32.const 2))))
        (if (i32.eq (i32.load16_u offset=30 (local.get $addr)) (i32.const 0xffff))
          (then
            (local.set $i (i32.load offset=24 (local.get $addr)))
            (local.set $end (i32.add (local.get $i) (i32.load16_u offset=28 (local.get $addr))))
            (block $leafdone
              (loop $tri
                (br_if $leafdone (i32.ge_u (local.get $i) (local.get $end)))
                (local.set $feature (i32.load16_u (i32.add (global.get $feat) (i32.shl (local.get $i) (i32.const 1)))))
                (if (i32.ne (i32.load8_u (i32.add (global.get $ign) (local.get $feature))) (i32.const 1))
                  (then
                    (local.set $t (call $triT (i32.add (global.get $tris) (i32.mul (local.get $i) (i32.const 36)))
                      (local.get $ox) (local.get $oy) (local.get $oz) (local.get $dx) (local.get $dy) (local.get $dz)))
                    (if (i32.and (f64.gt (local.get $t) (local.get $tMin)) (f64.lt (local.get $t) (local.get $tMax)))
                      (then
                        (i32.store offset=0 (i32.const 0) (local.get $i))
                        (i32.store offset=4 (i32.const 0) (local.get $n))
                        (f64.store offset=8 (i32.const 0) (local.get $t))
                        (return (local.get $feature))))))
                (local.set $i (i32.add (local.get $i) (i32.const 1)))
                (br $tri)))
            (if (i32.gt_s (local.get $sp) (i32.const 0))
              (then
                (local.set $sp (i32.sub (local.get $sp) (i32.const 1)))
                (local.set $n (i32.load (i32.add (global.get $stack) (i32.shl (local.get $sp) (i32.const 2))))))
              (else (local.set $n (i32.const -1))))
            (br $walk)))
        (local.set $left (i32.add (local.get $n) (i32.const 8)))
        (local.set $right (i32.add (local.get $n) (i32.shl (i32.load offset=24 (local.get $addr)) (i32.const 3))))
        (local.set $la (i32.add (local.get $addr) (i32.const 32)))
        (local.set $ra (i32.add (global.get $nodes) (i32.shl (local.get $right) (i32.const 2))))
        (local.set $l0 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bnx)))) (local.get $ox)) (local.get $ix)))
        (local.set $l1 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bfx)))) (local.get $ox)) (local.get $ix)))
        (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bny)))) (local.get $oy)) (local.get $iy)))
        (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bfy)))) (local.get $oy)) (local.get $iy)))
        (if (f64.gt (local.get $a) (local.get $l0)) (then (local.set $l0 (local.get $a))))
        (if (f64.lt (local.get $b) (local.get $l1)) (then (local.set $l1 (local.get $b))))
        (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bnz)))) (local.get $oz)) (local.get $iz)))
        (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $la) (local.get $bfz)))) (local.get $oz)) (local.get $iz)))
        (if (f64.gt (local.get $a) (local.get $l0)) (then (local.set $l0 (local.get $a))))
        (if (f64.lt (local.get $b) (local.get $l1)) (then (local.set $l1 (local.get $b))))
        (local.set $hitL (i32.eqz (i32.or (i32.or (f64.gt (local.get $l0) (local.get $l1)) (f64.lt (local.get $l1) (local.get $tMin))) (f64.gt (local.get $l0) (local.get $tMax)))))
        (local.set $r0 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $ra) (local.get $bnx)))) (local.get $ox)) (local.get $ix)))
        (local.set $r1 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $ra) (local.get $bfx)))) (local.get $ox)) (local.get $ix)))
        (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $ra) (local.get $bny)))) (local.get $oy)) (local.get $iy)))
        (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $ra) (local.get $bfy)))) (local.get $oy)) (local.get $iy)))
        (if (f64.gt (local.get $a) (local.get $r0)) (then (local.set $r0 (local.get $a))))
        (if (f64.lt (local.get $b) (local.get $r1)) (then (local.set $r1 (local.get $b))))
        (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $ra) (local.get $bnz)))) (local.get $oz)) (local.get $iz)))
        (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $ra) (local.get $bfz)))) (local.get $oz)) (local.get $iz)))
        (if (f64.gt (local.get $a) (local.get $r0)) (then (local.set $r0 (local.get $a))))
        (if (f64.lt (local.get $b) (local.get $r1)) (then (local.set $r1 (local.get $b))))
        (local.set $hitR (i32.eqz (i32.or (i32.or (f64.gt (local.get $r0) (local.get $r1)) (f64.lt (local.get $r1) (local.get $tMin))) (f64.gt (local.get $r0) (local.get $tMax)))))
        (if (i32.and (local.get $hitL) (local.get $hitR))
          (then
            (if (f64.le (local.get $l0) (local.get $r0))
              (then
                (i32.store (i32.add (global.get $stack) (i32.shl (local.get $sp) (i32.const 2))) (local.get $right))
                (local.set $n (local.get $left)))
              (else
                (i32.store (i32.add (global.get $stack) (i32.shl (local.get $sp) (i32.const 2))) (local.get $left))
                (local.set $n (local.get $right))))
            (local.set $sp (i32.add (local.get $sp) (i32.const 1))))
          (else
            (if (local.get $hitL)
              (then (local.set $n (local.get $left)))
              (else
                (if (local.get $hitR)
                  (then (local.set $n (local.get $right)))
                  (else
                    (if (i32.gt_s (local.get $sp) (i32.const 0))
                      (then
                        (local.set $sp (i32.sub (local.get $sp) (i32.const 1)))
                        (local.set $n (i32.load (i32.add (global.get $stack) (i32.shl (local.get $sp) (i32.const 2))))))
                      (else (local.set $n (i32.const -1))))))))))
        (br $walk)))
    (i32.store offset=0 (i32.const 0) (i32.const -1))
    (i32.store offset=4 (i32.const 0) (i32.const -1))
    (i32.const -1))
  ;; fanFrom(o, dx, dy, tMin, tMax, count): FanCaster.clearFrom's walk step for step (fan-cast.ts, the
  ;; reference): segments o + t·(dx, dy, fan[k]), k < count, fan ascending; the least k0 from which
  ;; every segment is clear of non-ignored triangles (tMin < t < tMax), or count when the highest is
  ;; blocked. Each popped node's box is tried against the wedge the live segments span; a hit on
  ;; segment k drops it and those below it.
  (func (export "fanFrom") (param $ox f64) (param $oy f64) (param $oz f64) (param $dx f64) (param $dy f64) (param $tMin f64) (param $tMax f64) (param $count i32) (result i32)
    (local $ix f64) (local $iy f64)
    (local $bnx i32) (local $bny i32) (local $bfx i32) (local $bfy i32)
    (local $sp i32) (local $n i32) (local $addr i32) (local $o i32)
    (local $t0 f64) (local $t1 f64) (local $a f64) (local $b f64)
    (local $lo i32) (local $top i32) (local $dzLo f64) (local $dzHi f64) (local $zLow f64) (local $zHigh f64)
    (local $i i32) (local $end i32) (local $k i32) (local $t f64)
    (local $side f64) (local $s0 f64) (local $s1 f64) (local $s2 f64)
    (local.set $ix (if (result f64) (f64.ne (local.get $dx) (f64.const 0)) (then (f64.div (f64.const 1) (local.get $dx))) (else (f64.const 1e30))))
    (local.set $iy (if (result f64) (f64.ne (local.get $dy) (f64.const 0)) (then (f64.div (f64.const 1) (local.get $dy))) (else (f64.const 1e30))))
    (local.set $bnx (select (i32.const 0) (i32.const 12) (f64.ge (local.get $ix) (f64.const 0))))
    (local.set $bny (select (i32.const 4) (i32.const 16) (f64.ge (local.get $iy) (f64.const 0))))
    (local.set $bfx (i32.sub (i32.const 12) (local.get $bnx)))
    (local.set $bfy (i32.sub (i32.const 20) (local.get $bny)))
    ;; the side test's slack (fan-cast.ts's SIDE_SLACK times the plan's length)
    (local.set $side (f64.mul (f64.const 1e-9) (f64.sqrt (f64.add (f64.mul (local.get $dx) (local.get $dx)) (f64.mul (local.get $dy) (local.get $dy))))))
    (local.set $top (i32.sub (local.get $count) (i32.const 1)))
    (local.set $dzLo (f64.load (global.get $fan)))
    (local.set $dzHi (f64.load (i32.add (global.get $fan) (i32.shl (local.get $top) (i32.const 3)))))
    (i32.store (global.get $stack) (i32.const 0))
    (local.set $sp (i32.const 1))
    (block $done
      (loop $walk
        (br_if $done (i32.eqz (local.get $sp)))
        (local.set $sp (i32.sub (local.get $sp) (i32.const 1)))
        (local.set $n (i32.load (i32.add (global.get $stack) (i32.shl (local.get $sp) (i32.const 2)))))
        (local.set $addr (i32.add (global.get $nodes) (i32.shl (local.get $n) (i32.const 2))))
        ;; the plan's slabs, clipped to (tMin, tMax)
        (local.set $t0 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $addr) (local.get $bnx)))) (local.get $ox)) (local.get $ix)))
        (local.set $t1 (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $addr) (local.get $bfx)))) (local.get $ox)) (local.get $ix)))
        (local.set $a (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $addr) (local.get $bny)))) (local.get $oy)) (local.get $iy)))
        (local.set $b (f64.mul (f64.sub (f64.promote_f32 (f32.load (i32.add (local.get $addr) (local.get $bfy)))) (local.get $oy)) (local.get $iy)))
        (if (f64.gt (local.get $a) (local.get $t0)) (then (local.set $t0 (local.get $a))))
        (if (f64.lt (local.get $b) (local.get $t1)) (then (local.set $t1 (local.get $b))))
        (if (f64.lt (local.get $t0) (local.get $tMin)) (then (local.set $t0 (local.get $tMin))))
        (if (f64.gt (local.get $t1) (local.get $tMax)) (then (local.set $t1 (local.get $tMax))))
        (br_if $walk (f64.gt (local.get $t0) (local.get $t1)))
        ;; the wedge's heights over that stretch against the box's
        (local.set $a (f64.mul (local.get $t0) (local.get $dzLo)))
        (local.set $b (f64.mul (local.get $t1) (local.get $dzLo)))
        (local.set $zLow (f64.add (local.get $oz) (select (local.get $a) (local.get $b) (f64.lt (local.get $a) (local.get $b)))))
        (local.set $a (f64.mul (local.get $t0) (local.get $dzHi)))
        (local.set $b (f64.mul (local.get $t1) (local.get $dzHi)))
        (local.set $zHigh (f64.add (local.get $oz) (select (local.get $a) (local.get $b) (f64.gt (local.get $a) (local.get $b)))))
        (br_if $walk (f64.gt (local.get $zLow) (f64.add (f64.promote_f32 (f32.load offset=20 (local.get $addr))) (f64.const 1e-9))))
        (br_if $walk (f64.lt (local.get $zHigh) (f64.sub (f64.promote_f32 (f32.load offset=8 (local.get $addr))) (f64.const 1e-9))))
        (if (i32.eq (i32.load16_u offset=30 (local.get $addr)) (i32.const 0xffff))
          (then
            (local.set $i (i32.load offset=24 (local.get $addr)))
            (local.set $end (i32.add (local.get $i) (i32.load16_u offset=28 (local.get $addr))))
            (block $leafdone
              (loop $tri
                (br_if $leafdone (i32.ge_u (local.get $i) (local.get $end)))
                (if (i32.ne (i32.load8_u (i32.add (global.get $ign) (i32.load16_u (i32.add (global.get $feat) (i32.shl (local.get $i) (i32.const 1)))))) (i32.const 1))
                  (then
                    (local.set $o (i32.add (global.get $tris) (i32.mul (local.get $i) (i32.const 36))))
                    ;; which side of the fan's upright plane each corner lies
                    (local.set $s0 (f64.sub
                      (f64.mul (local.get $dx) (f64.sub (f64.promote_f32 (f32.load offset=4 (local.get $o))) (local.get $oy)))
                      (f64.mul (local.get $dy) (f64.sub (f64.promote_f32 (f32.load offset=0 (local.get $o))) (local.get $ox)))))
                    (local.set $s1 (f64.add (local.get $s0) (f64.sub
                      (f64.mul (local.get $dx) (f64.promote_f32 (f32.load offset=16 (local.get $o))))
                      (f64.mul (local.get $dy) (f64.promote_f32 (f32.load offset=12 (local.get $o)))))))
                    (local.set $s2 (f64.add (local.get $s0) (f64.sub
                      (f64.mul (local.get $dx) (f64.promote_f32 (f32.load offset=28 (local.get $o))))
                      (f64.mul (local.get $dy) (f64.promote_f32 (f32.load offset=24 (local.get $o)))))))
                    (local.set $k (local.get $top))
                    (if (i32.or
                          (i32.and (i32.and (f64.gt (local.get $s0) (local.get $side)) (f64.gt (local.get $s1) (local.get $side))) (f64.gt (local.get $s2) (local.get $side)))
                          (i32.and (i32.and (f64.lt (local.get $s0) (f64.neg (local.get $side))) (f64.lt (local.get $s1) (f64.neg (local.get $side)))) (f64.lt (local.get $s2) (f64.neg (local.get $side)))))
                      (then (local.set $k (i32.const -1))))
                    (block $raysdone
                      (loop $ray
                        (br_if $raysdone (i32.lt_s (local.get $k) (local.get $lo)))
                        (local.set $t (call $triT (local.get $o) (local.get $ox) (local.get $oy) (local.get $oz) (local.get $dx) (local.get $dy)
                          (f64.load (i32.add (global.get $fan) (i32.shl (local.get $k) (i32.const 3))))))
                        (if (i32.and (f64.gt (local.get $t) (local.get $tMin)) (f64.lt (local.get $t) (local.get $tMax)))
                          (then
                            (if (i32.eq (local.get $k) (local.get $top)) (then (return (local.get $count))))
                            (local.set $lo (i32.add (local.get $k) (i32.const 1)))
                            (local.set $dzLo (f64.load (i32.add (global.get $fan) (i32.shl (local.get $lo) (i32.const 3)))))
                            (br $raysdone)))
                        (local.set $k (i32.sub (local.get $k) (i32.const 1)))
                        (br $ray)))))
                (local.set $i (i32.add (local.get $i) (i32.const 1)))
                (br $tri)))
            (br $walk)))
        ;; an inner node: both children go on the stack, the left on top
        (i32.store (i32.add (global.get $stack) (i32.shl (local.get $sp) (i32.const 2)))
          (i32.add (local.get $n) (i32.shl (i32.load offset=24 (local.get $addr)) (i32.const 3))))
        (i32.store (i32.add (global.get $stack) (i32.shl (i32.add (local.get $sp) (i32.const 1)) (i32.const 2)))
          (i32.add (local.get $n) (i32.const 8)))
        (local.set $sp (i32.add (local.get $sp) (i32.const 2)))
        (br $walk)))
    (local.get $lo))
)
