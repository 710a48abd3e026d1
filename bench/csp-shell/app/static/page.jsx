import { Counter } from '../Counter';

/** A fully static page (○): prerendered at build time, served from the cache. */
export default function StaticPage() {
  return (
    <main>
      <h1>Static page</h1>
      <Counter />
    </main>
  );
}
