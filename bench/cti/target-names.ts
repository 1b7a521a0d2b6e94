/** The accounts bench/cti/target.ts creates: bench_agent001 … (copies of the seeded agent01). */
export const agentAccount = (index: number) => `bench_agent${String(index).padStart(3, '0')}`;
