import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which app-wide dialog is open. Shared (not inside a feature) so any feature can ask for the
 * login prompt, e.g. a guest pressing vote, without importing the auth feature.
 */
export type ModalName = 'login' | 'signup' | 'login-prompt';

interface ModalsState {
  open: ModalName | null;
}

const initialState: ModalsState = { open: null };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalName>) {
      state.open = action.payload;
    },
    modalClosed(state) {
      state.open = null;
    },
  },
  selectors: {
    selectOpenModal: (state) => state.open,
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
export const { selectOpenModal } = modalsSlice.selectors;
/** Shortcut for features that need a login first. */
export const loginPromptOpened = () => modalOpened('login-prompt');
