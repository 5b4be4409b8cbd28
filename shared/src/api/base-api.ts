import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import { httpClient } from './http-client';

export interface HttpRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
  /** Overrides the client's default timeout (large uploads need longer). */
  timeout?: number;
}

/** RTK Query error shape: HTTP status (or 'FETCH_ERROR') plus the server's JSON body. */
export interface HttpError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR';
  data: { success?: false; message?: string } | undefined;
}

export const axiosBaseQuery: BaseQueryFn<HttpRequest, unknown, HttpError> = async (request, api) => {
  try {
    const result = await httpClient.request({ ...request, signal: api.signal });
    return { data: result.data };
  } catch (error) {
    if (isAxiosError(error)) {
      if (error.response) return { error: { status: error.response.status, data: error.response.data } };
      return { error: { status: error.code === 'ECONNABORTED' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', data: undefined } };
    }
    throw error;
  }
};

/** Every tag type of every area is declared here, once; remotes inject endpoints. */
export const TAG_TYPES = [
  'CurrentUser',
  'Blog',
  'Freelancer',
  'Job',
  'Application',
  'Notification',
  'Message',
  'Contact',
  'Brief',
  'Mentorship',
  'HiringAssistant',
  'Review',
  'ProgrammeApplication',
  'Appointment',
  'AssistantFee',
  'ScreeningPackage',
  'JobScreening',
  'JobDraft',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
