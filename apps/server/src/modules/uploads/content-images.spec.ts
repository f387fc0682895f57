import { uploadedImageUrls } from './content-images';

it('lists the uploaded images of a body once each, ignoring other sites and bodies without images', () => {
  const html =
    '<p>Hi</p><img src="/uploads/article-content-a.jpg" alt="A"><figure><img class="x" src="/uploads/article-content-b.png"></figure>' +
    '<img src="https://other.example.org/c.jpg"><img alt="again" src="/uploads/article-content-a.jpg">';
  const local = (u: string) => u.startsWith('/uploads/');
  expect(uploadedImageUrls(html, local)).toEqual(['/uploads/article-content-a.jpg', '/uploads/article-content-b.png']);
  expect(uploadedImageUrls('<p>No pictures</p>', local)).toEqual([]);
  expect(uploadedImageUrls('<img src="https://media.example.org/t/x.webp">', (u) => u.startsWith('https://media.example.org/t/'))).toEqual(['https://media.example.org/t/x.webp']);
});
