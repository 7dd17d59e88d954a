import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChartErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failed chart chunk or renderer from taking the page down; the data table remains. */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Chart failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
