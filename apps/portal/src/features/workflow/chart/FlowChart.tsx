import { Button, IconButton } from '@ccms/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartViewer } from './bpmnViewer';
import {
  Canvas,
  ChartFrame,
  Controls,
  ErrorText,
  Legend,
  LegendItem,
  Overlay,
  StepList,
  Swatch,
  Toolbar,
} from './FlowChart.styles';
import { chartMarkers, chartSteps, type ChartStep } from './markers';

export interface FlowChartProps {
  xml: string;
  /** Activities that finished (green). */
  finished: readonly string[];
  /** Sequence flows actually taken (green stroke). */
  flows: readonly string[];
  /** Activities open now (orange). */
  current: readonly string[];
  /** Height of the canvas; a number is pixels. Defaults to 480px. */
  height?: number | string;
}

type Status = 'loading' | 'ready' | 'invalid';

const ZOOM_STEP = 1.25;

/**
 * The chart of a flow instance (spec 000 §4 流程图): the BPMN diagram in bpmn-js's navigated viewer
 * (drag to pan, wheel to zoom) with the finished steps, the flows taken and the current steps
 * marked, a legend, zoom buttons and the steps as an ordered list for screen readers. bpmn-js
 * loads with the first chart shown; an invalid diagram shows a message instead.
 */
export function FlowChart({ xml, finished, flows, current, height = 480 }: FlowChartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const stepsId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<ChartViewer | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [showSteps, setShowSteps] = useState(false);
  // Arrays from the server are new on every render: key the effect on their content.
  const chartKey = JSON.stringify([finished, flows, current]);
  const chart = useMemo(
    () => ({ finished, flows, current }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chartKey],
  );
  const steps = useMemo(() => (xml.trim() ? chartSteps(xml, chart) : null), [xml, chart]);

  useEffect(() => {
    const container = containerRef.current;
    if (!xml.trim() || !container) return undefined;
    let cancelled = false;
    let viewer: ChartViewer | null = null;
    setStatus('loading');
    void (async () => {
      try {
        const { createViewer } = await import('./bpmnViewer');
        if (cancelled) return;
        viewer = createViewer(container);
        viewerRef.current = viewer;
        await viewer.importXML(xml);
        if (cancelled) return;
        for (const { id, marker } of chartMarkers(chart, viewer.elementIds())) {
          viewer.addMarker(id, marker);
        }
        viewer.fit();
        setStatus('ready');
      } catch {
        if (!cancelled) setStatus('invalid');
      }
    })();
    return () => {
      cancelled = true;
      viewer?.destroy();
      viewerRef.current = null;
    };
  }, [xml, chart]);

  const canvasHeight = typeof height === 'number' ? `${height}px` : height;
  const empty = !xml.trim();
  const ready = status === 'ready' && !empty;

  return (
    <ChartFrame aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('wfChart.region')}
      </h2>
      <Toolbar>
        <Legend aria-label={t('wfChart.legend')}>
          <LegendItem>
            <Swatch $kind="done" aria-hidden="true" />
            {t('wfChart.legendDone')}
          </LegendItem>
          <LegendItem>
            <Swatch $kind="current" aria-hidden="true" />
            {t('wfChart.legendCurrent')}
          </LegendItem>
          <LegendItem>
            <Swatch $kind="taken" aria-hidden="true" />
            {t('wfChart.legendTaken')}
          </LegendItem>
        </Legend>
        <Controls role="group" aria-label={t('wfChart.controls')}>
          <IconButton
            label={t('wfChart.zoomIn')}
            icon={<ZoomIcon plus />}
            isDisabled={!ready}
            onPress={() => viewerRef.current?.zoom(ZOOM_STEP)}
          />
          <IconButton
            label={t('wfChart.zoomOut')}
            icon={<ZoomIcon />}
            isDisabled={!ready}
            onPress={() => viewerRef.current?.zoom(1 / ZOOM_STEP)}
          />
          <IconButton
            label={t('wfChart.fit')}
            icon={<FitIcon />}
            isDisabled={!ready}
            onPress={() => viewerRef.current?.fit()}
          />
          <Button
            variant="text"
            aria-expanded={showSteps}
            aria-controls={stepsId}
            onPress={() => setShowSteps((value) => !value)}
          >
            {showSteps ? t('wfChart.hideSteps') : t('wfChart.showSteps')}
          </Button>
        </Controls>
      </Toolbar>
      {empty ? <Overlay>{t('wfChart.empty')}</Overlay> : null}
      {!empty && status === 'loading' ? (
        <Overlay role="status">{t('wfChart.loading')}</Overlay>
      ) : null}
      {!empty && status === 'invalid' ? (
        <ErrorText role="alert">{t('wfChart.invalid')}</ErrorText>
      ) : null}
      <Canvas
        ref={containerRef}
        $height={canvasHeight}
        $hidden={empty || status === 'invalid'}
        data-testid="flow-chart-canvas"
        aria-hidden="true"
      />
      <div id={stepsId} className={showSteps ? undefined : 'visually-hidden'}>
        <h3>{t('wfChart.stepsHeading')}</h3>
        {steps && steps.length > 0 ? (
          <StepList>
            {steps.map((step) => (
              <li key={step.id} data-state={step.state}>
                {t('wfChart.step', {
                  name: stepName(step, t),
                  state: t(`wfChart.state.${step.state}`),
                })}
              </li>
            ))}
          </StepList>
        ) : null}
      </div>
    </ChartFrame>
  );
}

function stepName(step: ChartStep, t: (key: string, options?: Record<string, unknown>) => string) {
  return step.name || t('wfChart.unnamed', { id: step.id });
}

function ZoomIcon({ plus = false }: { plus?: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <circle cx="7" cy="7" r="5" />
      <path d="M11 11l4 4M4.5 7h5" />
      {plus ? <path d="M7 4.5v5" /> : null}
    </svg>
  );
}

function FitIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M1.5 5.5v-4h4M10.5 1.5h4v4M14.5 10.5v4h-4M5.5 14.5h-4v-4" />
    </svg>
  );
}

export default FlowChart;
