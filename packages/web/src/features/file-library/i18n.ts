import i18next from 'i18next';

const zhCN = {
  fileName: '文件名',
  fileType: '类型',
  size: '大小',
  uploader: '上传人',
  uploadTime: '上传时间',
  company: '所属公司',
  upload: '上传文件',
  download: '下载',
  empty: '还没有文件：上传说明书、图纸、证书等',
};
const enUS: typeof zhCN = {
  fileName: 'File name',
  fileType: 'Type',
  size: 'Size',
  uploader: 'Uploaded by',
  uploadTime: 'Uploaded at',
  company: 'Company',
  upload: 'Upload a file',
  download: 'Download',
  empty: 'No files yet: upload manuals, drawings, certificates…',
};

/** Texts of the file library. */
export const FILES_NS = 'fileLibrary';
i18next.addResourceBundle('zh-CN', FILES_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', FILES_NS, enUS, true, true);
