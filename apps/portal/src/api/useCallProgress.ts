import { useCallback, useEffect, useRef, useState } from 'react';
import { newProgressId, subscribeProgress } from './callProgress';

export interface CallProgress {
  /** 0–100, or -1 while only the stage is known. */
  percent: number;
  stage: string;
  params: Record<string, string | number>;
}

export interface UseCallProgress {
  /** The progress heard for the current call, or null before its first frame. */
  progress: CallProgress | null;
  /**
   * Starts listening for a new call and answers its progressId, to send in the call's body; the
   * previous call's frames are ignored from then on.
   */
  begin: () => string;
  /** Stops listening (the call ended). */
  end: () => void;
}

/**
 * The progress of a long synchronous call (statement import, bill import, quality check run):
 * the server pushes it over the user's message socket, tagged with the id `begin` made.
 */
export function useCallProgress(): UseCallProgress {
  const [progress, setProgress] = useState<CallProgress | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  const end = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setProgress(null);
  }, []);

  const begin = useCallback(() => {
    stopRef.current?.();
    setProgress(null);
    const progressId = newProgressId();
    stopRef.current = subscribeProgress(progressId, (frame) =>
      setProgress({ percent: frame.percent, stage: frame.stage, params: frame.params ?? {} }),
    );
    return progressId;
  }, []);

  useEffect(() => () => stopRef.current?.(), []);

  return { progress, begin, end };
}
