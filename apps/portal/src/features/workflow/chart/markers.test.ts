import { chartMarkers, chartSteps, MARKER } from './markers';
import { OFFICE_SUPPLIES_XML } from './testDiagram';

const atLeader = {
  finished: ['os_start', 'os_apply'],
  flows: ['os_f1', 'os_f2'],
  current: ['os_leader'],
};

describe('chartMarkers', () => {
  it('marks finished steps done, taken flows taken and open steps current', () => {
    expect(chartMarkers(atLeader)).toEqual([
      { id: 'os_leader', marker: MARKER.current },
      { id: 'os_start', marker: MARKER.done },
      { id: 'os_apply', marker: MARKER.done },
      { id: 'os_f1', marker: MARKER.taken },
      { id: 'os_f2', marker: MARKER.taken },
    ]);
  });

  it('never marks a flow that was not taken, even between two finished steps', () => {
    const markers = chartMarkers({
      finished: ['os_start', 'os_apply', 'os_leader'],
      flows: ['os_f1'],
      current: [],
    });
    const taken = markers.filter((m) => m.marker === MARKER.taken).map((m) => m.id);
    expect(taken).toEqual(['os_f1']);
  });

  it('marks a step visited again (rejected back to it) as current, not done', () => {
    const markers = chartMarkers({
      finished: ['os_start', 'os_apply', 'os_leader'],
      flows: ['os_f1', 'os_f2'],
      current: ['os_apply'],
    });
    expect(markers.filter((m) => m.id === 'os_apply')).toEqual([
      { id: 'os_apply', marker: MARKER.current },
    ]);
  });

  it('leaves out ids the diagram does not have, and duplicates', () => {
    const known = new Set(['os_start', 'os_apply', 'os_f1']);
    expect(
      chartMarkers(
        { finished: ['os_start', 'os_start', 'gone'], flows: ['os_f1', 'f_gone'], current: [''] },
        known,
      ),
    ).toEqual([
      { id: 'os_start', marker: MARKER.done },
      { id: 'os_f1', marker: MARKER.taken },
    ]);
  });
});

describe('chartSteps', () => {
  it('lists the steps in flow order from the start, whatever the XML order, with their state', () => {
    expect(chartSteps(OFFICE_SUPPLIES_XML, atLeader)).toEqual([
      { id: 'os_start', name: '开始', type: 'startEvent', state: 'finished' },
      { id: 'os_apply', name: '申请人', type: 'userTask', state: 'finished' },
      { id: 'os_leader', name: '部门领导审批', type: 'userTask', state: 'current' },
      { id: 'os_admin', name: '综合部会签', type: 'userTask', state: 'pending' },
      { id: 'os_end', name: '结束', type: 'endEvent', state: 'pending' },
    ]);
  });

  it('puts steps no flow reaches after the others', () => {
    const xml = OFFICE_SUPPLIES_XML.replace(
      '<bpmn2:sequenceFlow id="os_f3" sourceRef="os_leader" targetRef="os_admin" />',
      '',
    );
    const ids = chartSteps(xml, { finished: [], flows: [], current: [] })?.map((s) => s.id);
    expect(ids).toEqual(['os_start', 'os_apply', 'os_leader', 'os_end', 'os_admin']);
  });

  it('answers null for text that is not BPMN', () => {
    expect(chartSteps('<not xml', atLeader)).toBeNull();
    expect(chartSteps('<root><a/></root>', atLeader)).toBeNull();
  });
});
