import styled from 'styled-components';
import { MARKER } from './markers';

export const ChartFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: 12px;
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Swatch = styled.span<{ $kind: 'done' | 'current' | 'taken' }>`
  display: inline-block;
  width: ${({ $kind }) => ($kind === 'taken' ? '20px' : '14px')};
  height: ${({ $kind }) => ($kind === 'taken' ? '0' : '10px')};
  border: 2px solid
    ${({ theme, $kind }) =>
      $kind === 'current' ? theme.colors.warning.base : theme.colors.success.base};
  border-width: ${({ $kind }) => ($kind === 'taken' ? '2px 0 0' : '2px')};
  border-radius: 2px;
  background: ${({ theme, $kind }) =>
    $kind === 'done'
      ? theme.colors.success.background
      : $kind === 'current'
        ? theme.colors.warning.background
        : 'transparent'};
`;

/** The canvas; the markers' colours override the shapes' inline styles (bpmn-js writes them). */
export const Canvas = styled.div<{ $height: string; $hidden: boolean }>`
  position: relative;
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  height: ${({ $height }) => $height};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.background.surface};
  overflow: hidden;

  .bjs-powered-by {
    display: none;
  }
  .${MARKER.done}:not(.djs-connection) .djs-visual > :nth-child(1) {
    stroke: ${({ theme }) => theme.colors.success.base} !important;
    fill: ${({ theme }) => theme.colors.success.background} !important;
  }
  .${MARKER.current}:not(.djs-connection) .djs-visual > :nth-child(1) {
    stroke: ${({ theme }) => theme.colors.warning.base} !important;
    stroke-width: 3px !important;
    fill: ${({ theme }) => theme.colors.warning.background} !important;
  }
  .${MARKER.taken}.djs-connection .djs-visual > path {
    stroke: ${({ theme }) => theme.colors.success.base} !important;
    stroke-width: 2.5px !important;
  }
`;

export const Overlay = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.danger.background};
  color: ${({ theme }) => theme.colors.danger.text};
`;

export const StepList = styled.ol`
  margin: 0;
  padding-left: 1.5em;
  color: ${({ theme }) => theme.colors.text.regular};
`;
