import { ApiError, type WfCategory, type WfModel } from '@ccms/api-client';
import { Button, Input, Select, Switch, toast } from '@ccms/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api, quietApi, reportApiError } from '../../../api/client';
import type { DesignModeler } from './bpmnModeler';
import { designKeys } from './designQueries';
import { PropertiesPanel } from './PropertiesPanel';
import { newDiagram, type ElementChange, type SelectedElement } from './properties';

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

const Editor = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Workspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: ${({ theme }) => theme.spacing.md};
  height: 600px;

  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    height: auto;
  }
`;

const CanvasBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 420px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: 12px;
  }
`;

const Canvas = styled.div`
  flex: 1;
  min-height: 400px;
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background.surface};
  .bjs-powered-by {
    display: none;
  }
`;

const Problems = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.danger.background};
  color: ${({ theme }) => theme.colors.danger.text};

  p,
  ul {
    margin: 0;
  }
`;

/** The problems in the server's refusal: the part after its first colon, split at `；`. */
export function deployProblems(message: string): string[] {
  const full = message.indexOf('：');
  const ascii = message.indexOf(': ');
  const cut = full >= 0 && (ascii < 0 || full < ascii) ? full + 1 : ascii >= 0 ? ascii + 2 : -1;
  const list = (cut >= 0 ? message.slice(cut) : message)
    .split('；')
    .map((problem) => problem.trim())
    .filter(Boolean);
  return list.length > 0 ? list : [message];
}

/** The server's reasons for refusing a deployment, as a list (nothing when there are none). */
export function DeployProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Problems role="alert">
      <p>{t('wfDesign.editor.problemsTitle')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Problems>
  );
}

export interface ModelEditorProps {
  /** null: a new model. */
  model: WfModel | null;
  categories: readonly WfCategory[];
  onBack: () => void;
}

type Status = 'loading' | 'ready' | 'invalid';

/** A model's fields, its diagram in the bpmn-js modeler and the selected element's properties. */
export function ModelEditor({ model, categories, onBack }: ModelEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const canvasId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<DesignModeler | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [selected, setSelected] = useState<SelectedElement | null>(null);
  const [id, setId] = useState(model?.id ?? null);
  const [key, setKey] = useState(model?.key ?? '');
  const [name, setName] = useState(model?.name ?? '');
  const [categoryId, setCategoryId] = useState(model?.categoryId ?? '');
  const [pcEnabled, setPcEnabled] = useState(model?.pcEnabled ?? true);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<'save' | 'deploy' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const initialXml = useRef(model?.xml || newDiagram(model?.key || 'Process_1', model?.name ?? ''));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let modeler: DesignModeler | null = null;
    void (async () => {
      try {
        const { createModeler } = await import('./bpmnModeler');
        if (cancelled) return;
        modeler = createModeler(container);
        modelerRef.current = modeler;
        modeler.onSelection((element) => {
          if (!cancelled) setSelected(element);
        });
        await modeler.importXML(initialXml.current);
        if (!cancelled) setStatus('ready');
      } catch {
        if (!cancelled) setStatus('invalid');
      }
    })();
    return () => {
      cancelled = true;
      modeler?.destroy();
      modelerRef.current = null;
    };
  }, []);

  const keyError =
    tried && !KEY_PATTERN.test(key.trim()) ? t('wfDesign.editor.keyInvalid') : undefined;
  const nameError = tried && name.trim() === '' ? t('wfDesign.editor.nameRequired') : undefined;

  /** Saves the model; its saved form, or null when a field is wrong or the server refused. */
  const save = async (): Promise<WfModel | null> => {
    setTried(true);
    const modeler = modelerRef.current;
    if (!KEY_PATTERN.test(key.trim()) || name.trim() === '' || !modeler || status !== 'ready')
      return null;
    modeler.setProcess(key.trim(), name.trim());
    const xml = await modeler.saveXML();
    try {
      const saved = await api.workflow.wfModelSave({
        body: {
          ...(id ? { id } : {}),
          key: key.trim(),
          name: name.trim(),
          categoryId: categoryId || null,
          xml,
          pcEnabled,
        },
      });
      setId(saved.id);
      await queryClient.invalidateQueries({ queryKey: designKeys.all });
      return saved;
    } catch {
      return null;
    }
  };

  const onSave = async () => {
    setBusy('save');
    try {
      if (await save()) toast.success(t('wfDesign.editor.saved'));
    } finally {
      setBusy(null);
    }
  };

  const onDeploy = async () => {
    setBusy('deploy');
    setProblems([]);
    try {
      const saved = await save();
      if (!saved) return;
      try {
        const definition = await quietApi.workflow.wfModelDeploy({ params: { id: saved.id } });
        toast.success(t('wfDesign.editor.deployed', { version: definition.version }));
        await queryClient.invalidateQueries({ queryKey: designKeys.all });
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'business') {
          setProblems(deployProblems(error.message));
        } else {
          reportApiError(error);
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const apply = (elementId: string, change: ElementChange) => {
    modelerRef.current?.apply(elementId, change);
    toast.success(t('wfDesign.props.applied'));
  };

  return (
    <Editor aria-labelledby={headingId}>
      <h2 id={headingId}>
        {model
          ? t('wfDesign.editor.editTitle', { name: model.name })
          : t('wfDesign.editor.createTitle')}
      </h2>
      <Fields role="group" aria-label={t('wfDesign.editor.fields')}>
        <Input
          label={t('wfDesign.editor.key')}
          description={t('wfDesign.editor.keyHint')}
          value={key}
          onChange={setKey}
          isRequired
          errorMessage={keyError}
          width="middle"
        />
        <Input
          label={t('wfDesign.editor.name')}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={nameError}
          width="middle"
        />
        <Select
          label={t('wfDesign.editor.category')}
          options={[
            { value: 'none', label: t('wfDesign.editor.noCategory') },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
          value={categoryId || 'none'}
          onChange={(value) =>
            setCategoryId(value === 'none' || value === null ? '' : String(value))
          }
          width="middle"
        />
        <Switch isSelected={pcEnabled} onChange={setPcEnabled}>
          {t('wfDesign.editor.pcEnabled')}
        </Switch>
      </Fields>
      <Actions role="group" aria-label={t('wfDesign.models.actions')}>
        <Button
          variant="primary"
          isPending={busy === 'save'}
          isDisabled={busy !== null || status !== 'ready'}
          onPress={() => void onSave()}
        >
          {t('wfDesign.editor.save')}
        </Button>
        <Button
          isPending={busy === 'deploy'}
          isDisabled={busy !== null || status !== 'ready'}
          onPress={() => void onDeploy()}
        >
          {t('wfDesign.editor.deploy')}
        </Button>
        <Button isDisabled={status !== 'ready'} onPress={() => modelerRef.current?.fit()}>
          {t('wfDesign.editor.fit')}
        </Button>
        <Button variant="text" onPress={onBack}>
          {t('wfDesign.editor.back')}
        </Button>
      </Actions>
      <DeployProblems problems={problems} />
      <Workspace>
        <CanvasBox>
          <p id={canvasId}>{t('wfDesign.editor.canvasHint')}</p>
          {status === 'loading' ? <p role="status">{t('wfDesign.editor.loading')}</p> : null}
          {status === 'invalid' ? (
            <Problems role="alert">
              <p>{t('wfDesign.editor.invalid')}</p>
            </Problems>
          ) : null}
          <Canvas
            ref={containerRef}
            role="application"
            aria-label={t('wfDesign.editor.canvas')}
            aria-describedby={canvasId}
            tabIndex={0}
            data-testid="model-canvas"
          />
        </CanvasBox>
        <PropertiesPanel element={selected} onApply={apply} />
      </Workspace>
    </Editor>
  );
}
