/**
 * `npm run cti`: starts the CTI simulator (docs/softphone.md). Settings from the environment:
 * `CTI_PORT` (default 5066), `CTI_HOST` (default 127.0.0.1), `CTI_SCENARIO` (a scenario file; default
 * none: open authentication, no phones, no scheduled calls; `npm start` passes scenarios/demo.json).
 */
import { loadScenario } from './scenario';
import { startSimulator } from './simulator';

async function main(): Promise<void> {
  const port = Number(process.env.CTI_PORT ?? 5066);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`CTI_PORT: expected a port, got "${process.env.CTI_PORT}"`);
  const scenario = loadScenario(process.env.CTI_SCENARIO || undefined);
  const simulator = await startSimulator({ port, host: process.env.CTI_HOST || '127.0.0.1', scenario });
  const phones = simulator.phones.list().map((phone) => `${phone.ext} at 127.0.0.1:${phone.port}`);
  console.log(
    [
      `  CTI simulator (OLA v2) at ${simulator.url}`,
      `  control: ${simulator.httpUrl}/control/… (place a call: curl -X POST ${simulator.httpUrl}/control/calls -d '{"caller":"13800000001"}')`,
      phones.length ? `  phones: ${phones.join(', ')}` : '  phones: none (POST /control/phones/{ext} starts one)',
    ].join('\n'),
  );
  const stop = () => {
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
