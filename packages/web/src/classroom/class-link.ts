import type { ClassView } from '@ludimaths/protocol';
import { useEffect, useState } from 'react';
import type { LinkStatus } from '../online/connection';
import { Connection } from '../online/connection';

/**
 * Follows a class over the WebSocket as its teacher or one of its pupils: the latest view and how
 * the link stands (it reconnects by itself, as a table's connection does).
 */
export function useClassLink(classId: string, credential: string | undefined) {
  const [view, setView] = useState<ClassView | null>(null);
  const [link, setLink] = useState<LinkStatus>({ kind: 'connecting' });
  useEffect(() => {
    if (!credential) return;
    const connection = new Connection({
      tableId: classId,
      hello: { type: 'class-hello', classId, credential },
      onMessage: (message) => {
        if (message.type === 'class') setView(message.view);
      },
      onStatus: setLink,
    });
    connection.start();
    return () => connection.close();
  }, [classId, credential]);
  return { view, link };
}
