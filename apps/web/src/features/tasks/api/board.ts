import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardDetail, Card, MoveCardsBody } from '@kurye/contracts/tasks';
import { api } from '../../../lib/api-client';
import { followUpKeys } from '../../../lib/follow-ups';

export const boardQuery = (id: string) =>
  queryOptions({ queryKey: followUpKeys.board(id), queryFn: () => api.get<BoardDetail>('/api/apps/scrumboard/board', { params: { id } }) });
export const useBoard = (id: string | undefined) => useQuery({ ...boardQuery(id ?? ''), enabled: Boolean(id) });

/** Moves cards (drag and drop, or the move buttons): shown at once, then saved; on failure the board is read again. */
export function useMoveCards(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveCardsBody) => api.patch<Card[]>('/api/apps/scrumboard/board/cards', body),
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: followUpKeys.board(boardId) });
      qc.setQueryData<BoardDetail>(followUpKeys.board(boardId), (board) => {
        if (!board) return board;
        const moves = new Map(body.cards.map((c) => [c.id, c]));
        const all = board.lists.flatMap((l) => l.cards).map((c) => (moves.has(c.id) ? { ...c, ...moves.get(c.id)! } : c));
        return {
          ...board,
          lists: board.lists.map((l) => ({ ...l, cards: all.filter((c) => c.listId === l.id).sort((a, b) => a.position - b.position) })),
        };
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.tasks }),
  });
}

export function useCreateCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: { boardId: string; listId: string; title: string }) => api.put<Card>('/api/apps/scrumboard/board/card', { card }),
    onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.tasks }),
  });
}
