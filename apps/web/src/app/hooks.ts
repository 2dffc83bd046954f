import { Provider, useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// The only module that touches react-redux (lint enforces it); everything else uses these.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export { Provider as StoreProvider };
