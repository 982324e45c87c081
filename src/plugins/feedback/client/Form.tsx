/**
 * What follows a click on Yes or No (loaded then, never with the page): the vote is sent, then an
 * optional "What were you looking for?" of at most 1,000 characters, Send, and a thank-you. Focus
 * goes to the comment box, then to the thank-you; the outcome is announced (role="status").
 * A comment is only ever text: it is sent as JSON and never shown as markup.
 */
import {useEffect, useRef, useState, type FormEvent} from 'react';

export type Vote = 'yes' | 'no';
type Props = {endpoint: string; page: string; vote: Vote};
type Sent = 'voting' | 'voted' | 'sending' | 'thanked';

const MAX = 1000;

/** POSTs the feedback; an error is the server's message (JSON `{message}`) or the network's. */
async function send(endpoint: string, body: {page: string; vote: Vote; comment?: string}) {
  // text/plain: JSON all the same, and no CORS preflight when the endpoint is on another origin.
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  const answer = (await response.json().catch(() => ({}))) as {message?: string};
  throw new Error(answer.message ?? `the server answered ${response.status}`);
}

export default function Form({endpoint, page, vote}: Props) {
  const [state, setState] = useState<Sent>('voting');
  const [error, setError] = useState('');
  const [comment, setComment] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    send(endpoint, {page, vote}).then(
      () => setState('voted'),
      (e: Error) => {
        setState('voted');
        setError(`Your vote could not be sent: ${e.message}.`);
      },
    );
    box.current?.focus();
  }, [endpoint, page, vote]);

  useEffect(() => {
    if (state === 'thanked') thanks.current?.focus();
  }, [state]);

  const length = [...comment].length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length > MAX || comment.trim() === '') return;
    setState('sending');
    setError('');
    send(endpoint, {page, vote, comment}).then(
      () => setState('thanked'),
      (e: Error) => {
        setState('voted');
        setError(`Your comment could not be sent: ${e.message}.`);
      },
    );
  };

  if (state === 'thanked')
    return (
      <p ref={thanks} tabIndex={-1} role="status">
        Thank you for your feedback.
      </p>
    );
  return (
    <form onSubmit={onSubmit}>
      <p role="status">{error || (state === 'voting' ? 'Sending your vote…' : 'Thank you for your vote.')}</p>
      <label htmlFor="page-feedback-comment" className="margin-bottom--sm" style={{display: 'block'}}>
        What were you looking for? (optional)
      </label>
      <textarea
        id="page-feedback-comment"
        ref={box}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={4}
        aria-describedby="page-feedback-count"
        aria-invalid={length > MAX}
        style={{width: '100%', maxWidth: '40rem', font: 'inherit', padding: '0.5rem', display: 'block'}}
      />
      <p id="page-feedback-count" className="margin-vert--sm">
        {length > MAX
          ? `${length - MAX} characters too many (at most ${MAX})`
          : `${MAX - length} characters left`}
      </p>
      <button
        type="submit"
        className="button button--primary"
        disabled={state === 'sending' || length > MAX || comment.trim() === ''}
      >
        {state === 'sending' ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
