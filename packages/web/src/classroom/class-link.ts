import type { ClassView } from '@ludimaths/protocol';
import { useEffect, useState } from 'react';
import type { LinkStatus } from '../online/connection';
import { Connection } from '../online/connection';

/**
 * Follows a class over the WebSocket as its teacher or one of its pupils: the latest view and how
 * the link stands (it reconnects by itself, as a table's connection does). A view is only ever
 * returned for the credential it came with: after a change of credential, an earlier view would
 * pass for the new credential's acceptance.
 */
export function useClassLink(classId: string, credential: string | undefined) {
  const [seen, setSeen] = useState<{ credential: string; view: ClassView } | null>(null);
  const [link, setLink] = useState<LinkStatus>({ kind: 'connecting' });
  /** A message this page could not read (the server is newer): the page asks for a reload. */
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (!credential) return;
    const connection = new Connection({
      tableId: classId,
      hello: { type: 'class-hello', classId, credential },
      onMessage: (message) => {
        if (message.type === 'class') setSeen({ credential, view: message.view });
      },
      onStatus: setLink,
      onUnreadable: () => setOutdated(true),
    });
    connection.start();
    return () => connection.close();
  }, [classId, credential]);
  return { view: seen && seen.credential === credential ? seen.view : null, link, outdated };
}
