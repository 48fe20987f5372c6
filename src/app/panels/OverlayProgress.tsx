import { useEffect, useRef } from "react";
import { useAppStore } from "../store/hooks";

/**
 * The running map's progress bar. It listens to the progress channel alone and writes the element's
 * value directly, so a map's many progress reports re-render nothing (issue 22).
 */
export function OverlayProgress({ testId }: { testId?: string }) {
  const channel = useAppStore().getState().overlayProgress;
  const ref = useRef<HTMLProgressElement>(null);
  useEffect(() => {
    const show = (fraction: number) => {
      if (ref.current) ref.current.value = fraction;
    };
    show(channel.getState().fraction);
    return channel.subscribe((s) => show(s.fraction));
  }, [channel]);
  return <progress ref={ref} data-testid={testId} max={1} value={0} />;
}
