import CockpitPage from './CockpitPage';

/** /operate-manage-board: profit and margin by department and month on their own. */
export default function OperateBoard() {
  return <CockpitPage fixedPage="operate-manage" titleKey="cockpit.boards.operate" />;
}
