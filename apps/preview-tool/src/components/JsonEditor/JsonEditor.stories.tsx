import { defaultRegistry } from '@storefront/blocks';
import { heroBannerFixtures, richTextFixtures } from '@storefront/blocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorView } from '@uiw/react-codemirror';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { JsonEditor } from './JsonEditor.client';

const stored = {
  id: 'about-en-us',
  docType: 'page',
  slug: 'about',
  locale: 'en-us',
  title: 'About',
  slots: { main: [richTextFixtures.valid] },
};
const text = (value: unknown) => JSON.stringify(value, null, 2);

/** Replaces the editor's whole text as typing would (a CodeMirror transaction). */
function typeInto(canvasElement: HTMLElement, next: string) {
  const content = canvasElement.querySelector<HTMLElement>('.cm-content');
  const view = content ? EditorView.findFromDOM(content) : null;
  if (!view) throw new Error('No CodeMirror view');
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
}

const meta = {
  title: 'Preview tool/JsonEditor',
  component: JsonEditor,
  args: {
    initialText: text(stored),
    registry: defaultRegistry,
    onDocument: fn(),
    debounceMs: 50,
    label: 'JSON of About',
  },
} satisfies Meta<typeof JsonEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored document, unchanged. */
export const Stored: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'JSON of About' })).toHaveTextContent(
      '"title": "About"',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Stored document');
    await expect(args.onDocument).not.toHaveBeenCalled();
  },
};

/** A valid edit: validated, handed over for the live re-render. */
export const ValidEdit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const edited = { ...stored, title: 'About us' };
    typeInto(canvasElement, text(edited));
    await waitFor(() => expect(args.onDocument).toHaveBeenCalledWith(edited));
    // onDocument is called before React renders the new status: wait for it.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Valid'));
  },
};

/** An edit with an invalid and an unknown block: rendered, and its problems listed. */
export const EditWithProblems: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    typeInto(
      canvasElement,
      text({
        ...stored,
        slots: { main: [heroBannerFixtures.invalid, { type: 'mystery', id: 'm', fields: {} }] },
      }),
    );
    await waitFor(() => expect(args.onDocument).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/has \d+ problems/));
    await expect(canvas.getByText('No block "mystery" in the registry')).toBeInTheDocument();
  },
};

/** A syntax error: its line is shown and nothing is handed over (the last render stays). */
export const JsonSyntaxError: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    typeInto(canvasElement, '{\n  "id": "about-en-us",\n  "title": \n}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/JSON syntax error on line 4/),
    );
    await expect(args.onDocument).not.toHaveBeenCalled();
  },
};

/** Reset goes back to the stored text and the stored render. */
export const Reset: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    typeInto(canvasElement, '{ "broken": ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/syntax error/));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to the stored document' }));
    await expect(args.onDocument).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('status')).toHaveTextContent('Stored document');
    // The editor defers an outside value while the last edit is under 200 ms old
    // (@uiw/react-codemirror's typing latch), so the reset text may land a little later.
    await waitFor(
      () =>
        expect(canvas.getByRole('textbox', { name: 'JSON of About' })).toHaveTextContent(
          '"title": "About"',
        ),
      { timeout: 5_000 },
    );
  },
};
