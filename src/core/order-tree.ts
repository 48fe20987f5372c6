/**
 * A list of integers kept in an order the caller decides, with O(log n) insert, remove, lookup by
 * position and search by a monotone predicate: an implicit treap (a randomised balanced tree keyed
 * by position). The self-crossing sweep keeps the edges under its sweep line here; a sorted array
 * cost O(n) per change, which an outline whose edges all span the table at once (a serpentine)
 * turned into O(n²).
 */
export class OrderTree {
  private left: Int32Array;
  private right: Int32Array;
  private size: Int32Array;
  private prio: Uint32Array;
  private value: Int32Array;
  private root = -1;
  private free: number[] = [];
  private used = 0;
  private seed = 0x9e3779b9;

  constructor(capacity = 16) {
    this.left = new Int32Array(capacity);
    this.right = new Int32Array(capacity);
    this.size = new Int32Array(capacity);
    this.prio = new Uint32Array(capacity);
    this.value = new Int32Array(capacity);
  }

  /** How many values the list holds. */
  get length(): number {
    return this.root < 0 ? 0 : this.size[this.root]!;
  }

  /** The value at position k (0-based), or undefined outside the list. */
  at(k: number): number | undefined {
    if (k < 0 || k >= this.length) return undefined;
    let t = this.root;
    for (;;) {
      const l = this.left[t]!;
      const ls = l < 0 ? 0 : this.size[l]!;
      if (k < ls) t = l;
      else if (k === ls) return this.value[t];
      else {
        k -= ls + 1;
        t = this.right[t]!;
      }
    }
  }

  /** How many leading values satisfy `pred`, which must hold for a prefix of the list and no further. */
  countWhile(pred: (v: number) => boolean): number {
    let t = this.root;
    let n = 0;
    while (t >= 0) {
      const l = this.left[t]!;
      if (pred(this.value[t]!)) {
        n += (l < 0 ? 0 : this.size[l]!) + 1;
        t = this.right[t]!;
      } else t = l;
    }
    return n;
  }

  /** Inserts v so that it sits at position k. */
  insert(k: number, v: number): void {
    const node = this.node(v);
    this.split(this.root, k);
    const b = this.hi;
    this.root = this.merge(this.merge(this.lo, node), b);
  }

  /** Removes the value at position k. */
  removeAt(k: number): void {
    this.split(this.root, k);
    const a = this.lo;
    this.split(this.hi, 1);
    if (this.lo >= 0) this.free.push(this.lo);
    this.root = this.merge(a, this.hi);
  }

  private node(v: number): number {
    let i = this.free.pop();
    if (i === undefined) {
      if (this.used === this.value.length) this.grow();
      i = this.used++;
    }
    // xorshift32: any fixed sequence keeps the tree balanced in expectation and the runs repeatable.
    let s = this.seed;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.seed = s >>> 0;
    this.left[i] = -1;
    this.right[i] = -1;
    this.size[i] = 1;
    this.prio[i] = this.seed;
    this.value[i] = v;
    return i;
  }

  private grow(): void {
    const n = this.value.length * 2;
    const up = <T extends Int32Array | Uint32Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.left = up(this.left, (n) => new Int32Array(n));
    this.right = up(this.right, (n) => new Int32Array(n));
    this.size = up(this.size, (n) => new Int32Array(n));
    this.prio = up(this.prio, (n) => new Uint32Array(n));
    this.value = up(this.value, (n) => new Int32Array(n));
  }

  private fix(t: number): void {
    const l = this.left[t]!;
    const r = this.right[t]!;
    this.size[t] = 1 + (l < 0 ? 0 : this.size[l]!) + (r < 0 ? 0 : this.size[r]!);
  }

  /** Splits tree t into its first k values and the rest, left in `lo` and `hi` (no tuple per call). */
  private lo = -1;
  private hi = -1;
  private split(t: number, k: number): void {
    if (t < 0) {
      this.lo = -1;
      this.hi = -1;
      return;
    }
    const l = this.left[t]!;
    const ls = l < 0 ? 0 : this.size[l]!;
    if (k <= ls) {
      this.split(l, k);
      this.left[t] = this.hi;
      this.fix(t);
      this.hi = t;
    } else {
      this.split(this.right[t]!, k - ls - 1);
      this.right[t] = this.lo;
      this.fix(t);
      this.lo = t;
    }
  }

  /** Joins two trees, every value of a before every value of b. */
  private merge(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    if (this.prio[a]! > this.prio[b]!) {
      this.right[a] = this.merge(this.right[a]!, b);
      this.fix(a);
      return a;
    }
    this.left[b] = this.merge(a, this.left[b]!);
    this.fix(b);
    return b;
  }
}

/**
 * The same list as a plain sorted array while it is short (faster there: the edges under the sweep
 * line of an ordinary outline number a handful), moving into an OrderTree once it holds more than
 * `threshold` values, so a long list never costs O(n) per change.
 */
export class SweepOrder {
  private list: number[] | null = [];
  private tree: OrderTree | null = null;

  constructor(private readonly threshold = 256) {}

  /** How many values the list holds. */
  get length(): number {
    return this.list ? this.list.length : this.tree!.length;
  }

  /** The value at position k, or undefined outside the list. */
  at(k: number): number | undefined {
    return this.list ? this.list[k] : this.tree!.at(k);
  }

  /** How many leading values satisfy `pred` (true for a prefix only). */
  countWhile(pred: (v: number) => boolean): number {
    const list = this.list;
    if (!list) return this.tree!.countWhile(pred);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pred(list[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Inserts v at position k. */
  insert(k: number, v: number): void {
    const list = this.list;
    if (!list) {
      this.tree!.insert(k, v);
      return;
    }
    list.splice(k, 0, v);
    if (list.length > this.threshold) {
      const tree = new OrderTree(list.length * 2);
      list.forEach((x, i) => void tree.insert(i, x));
      this.tree = tree;
      this.list = null;
    }
  }

  /** Removes the value at position k. */
  removeAt(k: number): void {
    if (this.list) this.list.splice(k, 1);
    else this.tree!.removeAt(k);
  }
}
