import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { Counter } from '../Counter';

/** The shopper-specific part: reads the request's cookies, so it streams into the shell. */
async function Account() {
  const jar = await cookies();
  return <p>{jar.get('session') ? 'Sign out' : 'Sign in'}</p>;
}

/** A partially prerendered page (◐): a static shell and one streamed hole, as a header would. */
export default function ShellPage() {
  return (
    <main>
      <h1>Shell page</h1>
      <Counter />
      <Suspense fallback={<p>…</p>}>
        <Account />
      </Suspense>
    </main>
  );
}
