/** What the upload call answers: the photograph, or the API's error body. */
export interface UploadAnswer {
  status: number;
  body: { id?: string; message?: string };
}

/**
 * Sends one photograph as multipart with XMLHttpRequest, the one browser API that reports upload
 * progress. The page's session cookie goes with it (same origin); the server reads the file's
 * type from its bytes, so no type is sent beyond what the browser puts in the form.
 */
export function uploadPhoto(form: FormData, onProgress: (part: number) => void) {
  return new Promise<UploadAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: UploadAnswer['body'] = {};
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer['body'];
      } catch {
        // A body that is not JSON is reported by its status alone.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.send(form);
  });
}
