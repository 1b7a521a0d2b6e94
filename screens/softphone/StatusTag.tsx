/** The status tag with its timer (spec 002 sections 2.3 and 4.10): seconds since the last change, ticking each second. */
import { useEffect, useState } from 'react';
import { Badge } from '@chakra-ui/react';
import { formatElapsed, type AgentStatus } from '../../api/cti/agent-machine';

const palette: Record<AgentStatus, string> = {
  disconnected: 'gray',
  unconfigured: 'gray',
  loggedOut: 'gray',
  paused: 'orange',
  idle: 'green',
  ringingIn: 'red',
  ringingOut: 'purple',
  onCall: 'blue',
  held: 'yellow',
  consulting: 'cyan',
  threeWay: 'teal',
  acw: 'pink',
  dialling: 'purple',
  offHook: 'blue',
};

export const STATUS_TICK = 1000;

export function StatusTag({ status, label, since }: { status: AgentStatus; label: string; since: number }) {
  const [now, setNow] = useState(() => Date.now());
  // Until the first tick after a change, `now` is before `since`: the timer shows (0).
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STATUS_TICK);
    return () => clearInterval(timer);
  }, [since]);
  return (
    <Badge
      colorPalette={palette[status]}
      variant="solid"
      size="md"
      flexShrink={0}
      data-testid="softphone-status"
      data-status={status}
      animation={status === 'ringingIn' ? 'pulse 1s linear infinite' : undefined}
    >
      {label}
      {formatElapsed((now - since) / 1000)}
    </Badge>
  );
}
