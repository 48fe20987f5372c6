import { type LnlState, onMap } from "../../../core/lnl/state";

/**
 * The fire orders the page sends for the picked units (issue 21, vehicles): each fires its IFP, except
 * that a lone unit with a gun (an ordnance SW: a tank's, a tank destroyer's, an AT gun crew's) aimed at
 * a hex holding an armoured vehicle fires the gun alone, the OFT, as the rules require of ordnance at
 * armour. Other SWs are not fired from the page (the CLI's `--sw` fires them).
 */
export function fireOrders(
  s: LnlState,
  picked: readonly string[],
  targetHex: string | null,
): { unit: string; sw?: string[]; ifp?: boolean }[] {
  const plain = picked.map((unit) => ({ unit }));
  if (picked.length !== 1 || !targetHex) return plain;
  const u = onMap(s).find((x) => x.id === picked[0]);
  const gun = u?.sw.find((w) => w.kind === "ordnance");
  const armour = onMap(s).some(
    (x) => x.hex === targetHex && x.side !== u?.side && x.kind === "armored-vehicle",
  );
  return u && gun && armour ? [{ unit: u.id, sw: [gun.id], ifp: false }] : plain;
}
