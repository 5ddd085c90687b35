/**
 * A kernel's layout of its parameters, made once per answer: an exact answer lays out the same
 * parameters object twice, one after the other (its computation, then its summary's tally), and
 * a layout, once declared, is only read.
 *
 * The last parameters object and its layout are remembered (by identity: a few KB a thread,
 * until other parameters are laid out), not every live one's: an entry of a long-lived `WeakMap`
 * would keep its young layout past the young generation's collections, and each answer's would
 * be copied into the old generation (docs/performance.md).
 */
export function lastLayout<P, L>(layOut: (p: P) => L): (p: P) => L {
  let last: { params: P; made: L } | undefined;
  return (p) => {
    if (last?.params !== p) last = { params: p, made: layOut(p) };
    return last.made;
  };
}
