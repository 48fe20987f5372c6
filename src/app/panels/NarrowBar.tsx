import { useApp } from "../store/hooks";

/**
 * The one-row bar of a narrow screen (a phone, issue 39 item 10): the menu button unfolds the toolbar
 * over the table, the panel button opens the side panel as a sheet. Hidden by CSS on wide screens.
 */
export function NarrowBar({
  menu,
  sheet,
  onMenu,
  onSheet,
}: {
  menu: boolean;
  sheet: boolean;
  onMenu(): void;
  onSheet(): void;
}) {
  const name = useApp((s) => s.table.name);
  return (
    <nav className="narrow-bar" data-testid="narrow-bar">
      <button type="button" aria-expanded={menu} onClick={onMenu} data-testid="menu-button">
        ☰ Menu
      </button>
      <span className="narrow-name">{name}</span>
      <button type="button" aria-expanded={sheet} onClick={onSheet} data-testid="panel-button">
        {sheet ? "Close panel" : "Panel"}
      </button>
    </nav>
  );
}
