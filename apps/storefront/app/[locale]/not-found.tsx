import { ContentMessage } from '../../src/components/ContentMessage';
import { messagesFor } from '../../src/lib/messages';

/** 404 inside a locale: the shell stays, with a way back home. */
export default function LocaleNotFound() {
  const messages = messagesFor('en');
  return (
    <ContentMessage
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      link={{ href: '/', label: messages.backHome }}
    />
  );
}
