FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
