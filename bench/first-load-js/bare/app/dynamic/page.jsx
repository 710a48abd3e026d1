import { connection } from 'next/server';

/** The bare dynamic page (bench/ssr-throughput): rendered per request, one heading. */
export default async function DynamicPage() {
  await connection();
  return <h1>Bare dynamic Next page</h1>;
}
