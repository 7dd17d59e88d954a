import CockpitPage from './CockpitPage';

/** /business-status-dashboard: the cockpit overview on its own, for a wall screen. */
export default function BusinessStatusBoard() {
  return <CockpitPage fixedPage="manage-cockpit" titleKey="cockpit.boards.businessStatus" />;
}
