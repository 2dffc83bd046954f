import type { Report, ReportRequest } from '@app/contract';
import { api } from '../api';

/** Loaded with the report modal; nothing cached changes when a report is filed. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileReport: build.mutation<Report, Required<ReportRequest>>({
      query: (body) => ({ url: '/api/_report', method: 'POST', body }),
    }),
  }),
});

export const { useFileReportMutation } = reportsApi;
