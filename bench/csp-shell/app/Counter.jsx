'use client';
import { useState } from 'react';

/** A client island: its count goes up on click once the page's scripts have run (hydrated). */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}
