import { useEffect, useState } from "react";
import { POLICY_LEVELS, type PolicyLevel } from "../../core/game/policy";
import { rulesetModule } from "../../rulesets";
import { useAppStore } from "../store/hooks";
import { usePartStore } from "../store/part-store";
import { type ComputerSlice, computerStoreOf } from "./computer-store";

/**
 * Over the set-up dialog (styles.css `.dialog`: top 70px, z-index 100), above it: one line as wide as
 * its choice (a fixed box at left 50% shrinks to the half page right of it, which wrapped the label
 * over the choice and the bar over the dialog's heading).
 */
const BAR = {
  position: "fixed",
  top: 36,
  left: "50%",
  transform: "translateX(-50%)",
  width: "max-content",
  whiteSpace: "nowrap",
  zIndex: 101,
  background: "#1b2a2a",
  border: "1px solid #3a8a84",
  borderRadius: 6,
  padding: "4px 10px",
  maxWidth: "90%",
} as const;

/** Each level in words: what the computer does at it. */
export const LEVEL_WORDS: Record<PolicyLevel, string> = {
  random: "random legal moves",
  baseline: "easy: the scripted baseline (advance on the nearest enemy, fire at the nearest)",
  opponent: "hard: the measured opponent (threat, cover, dead ground)",
};

const wantedOf = (s: ComputerSlice) => s.computer.wanted;

/**
 * New game's "Play against the computer" (issue 34): shown over a hot-seat set-up dialog of a ruleset
 * whose rules part has computer players (`policies`); the game the dialog starts gets the choice
 * (the shell's `start`). One person then plays the other side: no hand-over screen.
 */
export function ComputerChoice({ ruleset }: { ruleset: string }) {
  const app = useAppStore();
  const store = computerStoreOf(app);
  const wanted = usePartStore(store, wantedOf);
  const [levels, setLevels] = useState<PolicyLevel[] | null>(null);
  useEffect(() => {
    let live = true;
    setLevels(null);
    // which levels the ruleset offers is its rules part's to say (loaded with its game anyway)
    void rulesetModule(ruleset)
      ?.core()
      .then((c) => {
        if (!live) return;
        // the policies are built in the worker (they need the measured LOS); a level a ruleset lacks is
        // said there ("has no … computer player") and shown in the Computer panel
        setLevels(c.policies ? POLICY_LEVELS.filter((l) => l !== "random") : []);
      })
      .catch(() => live && setLevels([]));
    return () => {
      live = false;
    };
  }, [ruleset]);
  if (!levels || levels.length === 0) return null;
  const value = wanted ? `${wanted.side}:${wanted.level}` : "";
  return (
    <div className="computer-choice" data-testid="computer-choice" style={BAR}>
      <label>
        Opponent:{" "}
        <select
          data-testid="computer-opponent"
          style={{ maxWidth: "calc(90vw - 110px)" }}
          value={value}
          title="Play against the computer: it plays one side of the set-up, in a worker of this page"
          onChange={(e) => {
            const [side, level] = e.target.value.split(":");
            store
              .getState()
              .setWanted(side && level ? { side: side === "0" ? 0 : 1, level: level as PolicyLevel } : null);
          }}
        >
          <option value="">another person at this page (hot-seat)</option>
          {levels.flatMap((l) =>
            [1, 0].map((side) => (
              <option key={`${side}:${l}`} value={`${side}:${l}`}>
                the computer, {side === 0 ? "first" : "second"} side; {LEVEL_WORDS[l]}
              </option>
            )),
          )}
        </select>
      </label>
    </div>
  );
}
