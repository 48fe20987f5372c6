import { useEffect, useState } from "react";
import { SHORTCUT_GROUPS } from "../help/shortcuts";

/** True when a key press belongs to a form field, not to the page. */
function inField(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return !!t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA");
}

/**
 * The keyboard and mouse help: `?` (or the `?` button over the table) opens it, `?`, Esc or Close shut
 * it. While open, Esc belongs to the help and does not reach the tools.
 */
export function HelpOverlay() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (inField(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "?") {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key === "Escape") {
        setOpen((o) => {
          if (o) e.stopImmediatePropagation();
          return false;
        });
      }
    };
    // Capture, so a closing Esc is kept from the tools' own key handler on the window.
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, []);
  return (
    <>
      <button
        type="button"
        className="help-button"
        title="Keyboard and mouse help (?)"
        aria-label="Keyboard and mouse help"
        aria-expanded={open}
        data-testid="help-open"
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </button>
      {open && (
        <div className="help-overlay" role="dialog" aria-labelledby="help-title" data-testid="help">
          <h2 id="help-title">Keyboard and mouse</h2>
          <div className="help-groups">
            {SHORTCUT_GROUPS.map((g) => (
              <section key={g.title}>
                <h3>{g.title}</h3>
                <table>
                  <tbody>
                    {g.items.map((s) => (
                      <tr key={`${s.keys.join("+")}:${s.does}`} data-testid="help-shortcut">
                        <td>
                          {s.keys.map((k, i) => (
                            <span key={k}>
                              {i > 0 && "+"}
                              <kbd>{k}</kbd>
                            </span>
                          ))}
                        </td>
                        <td>{s.does}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </div>
          <button type="button" onClick={() => setOpen(false)} data-testid="help-close">
            Close
          </button>
        </div>
      )}
    </>
  );
}
