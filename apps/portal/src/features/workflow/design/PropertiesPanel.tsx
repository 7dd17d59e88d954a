import { Button, Checkbox, Input, Select, Textarea } from '@ccms/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  flowChange,
  taskChange,
  taskProblems,
  type CountersignMode,
  type ElementChange,
  type FlowProperties,
  type SelectedElement,
  type TaskAttribute,
  type TaskProperties,
} from './properties';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background.surface};
  overflow-y: auto;

  h2 {
    margin: 0;
    font-size: 15px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

export interface PropertiesPanelProps {
  element: SelectedElement | null;
  onApply: (id: string, change: ElementChange) => void;
}

/** The engine's properties of the selected element (user task or sequence flow), as fields. */
export function PropertiesPanel({ element, onApply }: PropertiesPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wfDesign.props.heading')}</h2>
      {element === null ? <p>{t('wfDesign.props.none')}</p> : null}
      {element?.kind === 'userTask' ? (
        <TaskForm
          key={`${element.id}:${JSON.stringify(element.properties)}`}
          id={element.id}
          initial={element.properties}
          onApply={onApply}
        />
      ) : null}
      {element?.kind === 'sequenceFlow' ? (
        <FlowForm
          key={`${element.id}:${JSON.stringify(element.properties)}`}
          id={element.id}
          initial={element.properties}
          onApply={onApply}
        />
      ) : null}
      {element?.kind === 'other' ? (
        <NameForm
          key={`${element.id}:${JSON.stringify(element.properties)}`}
          id={element.id}
          type={element.type}
          initial={element.properties.name}
          onApply={onApply}
        />
      ) : null}
    </Panel>
  );
}

const ATTRIBUTE_FIELDS: { key: TaskAttribute; label: string; hint: string }[] = [
  { key: 'assignee', label: 'wfDesign.props.assignee', hint: 'wfDesign.props.assigneeHint' },
  {
    key: 'candidateUsers',
    label: 'wfDesign.props.candidateUsers',
    hint: 'wfDesign.props.listHint',
  },
  {
    key: 'candidateRoles',
    label: 'wfDesign.props.candidateRoles',
    hint: 'wfDesign.props.listHint',
  },
  {
    key: 'candidateDepts',
    label: 'wfDesign.props.candidateDepts',
    hint: 'wfDesign.props.listHint',
  },
  {
    key: 'f-leader-field',
    label: 'wfDesign.props.leaderField',
    hint: 'wfDesign.props.leaderFieldHint',
  },
];

function TaskForm({
  id,
  initial,
  onApply,
}: {
  id: string;
  initial: TaskProperties;
  onApply: PropertiesPanelProps['onApply'];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const problems = taskProblems(draft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0) onApply(id, taskChange(draft));
  };
  return (
    <form
      aria-label={t('wfDesign.props.element', { type: t('wfDesign.props.type.userTask'), id })}
      onSubmit={submit}
    >
      <p>{t('wfDesign.props.element', { type: t('wfDesign.props.type.userTask'), id })}</p>
      <Input
        label={t('wfDesign.props.name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      {ATTRIBUTE_FIELDS.map((field) => (
        <Input
          key={field.key}
          label={t(field.label)}
          description={t(field.hint)}
          value={draft.attrs[field.key]}
          onChange={(value) =>
            setDraft({ ...draft, attrs: { ...draft.attrs, [field.key]: value } })
          }
        />
      ))}
      <Select
        label={t('wfDesign.props.countersign')}
        options={[
          { value: 'none', label: t('wfDesign.props.countersignNone') },
          { value: 'all', label: t('wfDesign.props.countersignAll') },
          { value: 'any', label: t('wfDesign.props.countersignAny') },
          { value: 'ratio', label: t('wfDesign.props.countersignRatio') },
        ]}
        value={draft.countersign || 'none'}
        onChange={(value) =>
          setDraft({
            ...draft,
            countersign: (value === 'none' || value === null ? '' : value) as CountersignMode,
          })
        }
      />
      {draft.countersign === 'ratio' ? (
        <Input
          label={t('wfDesign.props.ratio')}
          description={t('wfDesign.props.ratioHint')}
          value={draft.ratio}
          onChange={(ratio) => setDraft({ ...draft, ratio })}
          isRequired
          errorMessage={
            tried && problems.includes('ratio') ? t('wfDesign.props.error.ratio') : undefined
          }
        />
      ) : null}
      {draft.countersign !== '' ? (
        <Checkbox
          isSelected={draft.sequential}
          onChange={(sequential) => setDraft({ ...draft, sequential })}
        >
          {t('wfDesign.props.sequential')}
        </Checkbox>
      ) : null}
      <Button type="submit" variant="primary">
        {t('wfDesign.props.apply')}
      </Button>
    </form>
  );
}

function FlowForm({
  id,
  initial,
  onApply,
}: {
  id: string;
  initial: FlowProperties;
  onApply: PropertiesPanelProps['onApply'];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const label = t('wfDesign.props.element', { type: t('wfDesign.props.type.sequenceFlow'), id });
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(id, flowChange(draft));
      }}
    >
      <p>{label}</p>
      <Input
        label={t('wfDesign.props.name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <Textarea
        label={t('wfDesign.props.condition')}
        description={t('wfDesign.props.conditionHint')}
        value={draft.condition}
        onChange={(condition) => setDraft({ ...draft, condition })}
      />
      <Button type="submit" variant="primary">
        {t('wfDesign.props.apply')}
      </Button>
    </form>
  );
}

function NameForm({
  id,
  type,
  initial,
  onApply,
}: {
  id: string;
  type: string;
  initial: string;
  onApply: PropertiesPanelProps['onApply'];
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const label = t('wfDesign.props.element', { type, id });
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(id, { name: name.trim() });
      }}
    >
      <p>{label}</p>
      <Input label={t('wfDesign.props.name')} value={name} onChange={setName} />
      <Button type="submit" variant="primary">
        {t('wfDesign.props.apply')}
      </Button>
    </form>
  );
}
