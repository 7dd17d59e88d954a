/** The demo flow 办公用品申领 as the server seeds it (apps/server/src/modules/workflow/seed.ts). */
export const OFFICE_SUPPLIES_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_officeSupplies" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="officeSupplies" name="办公用品申领" isExecutable="true">
    <bpmn2:endEvent id="os_end" name="结束" />
    <bpmn2:userTask id="os_admin" name="综合部会签" flowable:candidateDepts="dept-general" flowable:countersign="all"><bpmn2:multiInstanceLoopCharacteristics isSequential="false" /></bpmn2:userTask>
    <bpmn2:startEvent id="os_start" name="开始" />
    <bpmn2:userTask id="os_apply" name="申请人" flowable:assignee="\${starter}" />
    <bpmn2:userTask id="os_leader" name="部门领导审批" flowable:f-leader-field="deptId" />
    <bpmn2:sequenceFlow id="os_f1" sourceRef="os_start" targetRef="os_apply" />
    <bpmn2:sequenceFlow id="os_f2" sourceRef="os_apply" targetRef="os_leader" />
    <bpmn2:sequenceFlow id="os_f3" sourceRef="os_leader" targetRef="os_admin" />
    <bpmn2:sequenceFlow id="os_f4" sourceRef="os_admin" targetRef="os_end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_officeSupplies">
    <bpmndi:BPMNPlane id="BPMNPlane_officeSupplies" bpmnElement="officeSupplies">
      <bpmndi:BPMNShape id="os_start_di" bpmnElement="os_start"><dc:Bounds x="100" y="120" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="os_apply_di" bpmnElement="os_apply"><dc:Bounds x="190" y="98" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="os_leader_di" bpmnElement="os_leader"><dc:Bounds x="350" y="98" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="os_admin_di" bpmnElement="os_admin"><dc:Bounds x="510" y="98" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="os_end_di" bpmnElement="os_end"><dc:Bounds x="672" y="120" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="os_f1_di" bpmnElement="os_f1"><di:waypoint x="136" y="138" /><di:waypoint x="190" y="138" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="os_f2_di" bpmnElement="os_f2"><di:waypoint x="290" y="138" /><di:waypoint x="350" y="138" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="os_f3_di" bpmnElement="os_f3"><di:waypoint x="450" y="138" /><di:waypoint x="510" y="138" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="os_f4_di" bpmnElement="os_f4"><di:waypoint x="610" y="138" /><di:waypoint x="672" y="138" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
